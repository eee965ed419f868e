package dev.clusterjob.doctor;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Templates: groups, tables, durations, exit codes and signals through ExitStatus, and [[optional]] parts. */
class MessageTemplateTest {
    private static final MessageTemplate T = new MessageTemplate(Map.of(
            "torch_exit", Map.of("1", "an exception in the training script", "_default", "=exit"),
            "ibv", Map.of("12", "retries exceeded", "_default", "an ibv status")));

    @ParameterizedTest
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
            "status {s} = {s|ibv} ; s=12     ; status 12 = retries exceeded",
            "status {s} = {s|ibv} ; s=5      ; status 5 = an ibv status",
            "ran {t|ms}           ; t=600000 ; ran 600000 ms (10 min)",
            "ran {t|ms}           ; t=180000000000 ; ran 180000000000 ms (about 5.7 years)",
            "code {c}[[ ({c|exit})]]          ; c=127    ; code 127 (command not found: a program is not on PATH in the job's environment (activate its venv or module in setup:))",
            "code {c}[[ ({c|exit})]]          ; c=3      ; code 3",
            "code {c}[[ ({c|exit})]]          ; c=139    ; code 139 (a process was killed by SIGSEGV (segmentation fault))",
            "code {c}[[ ({c|torch_exit})]]    ; c=1      ; code 1 (an exception in the training script)",
            "code {c}[[ ({c|torch_exit})]]    ; c=-9     ; code -9 (killed by SIGKILL (often the out-of-memory killer, or Slurm ending the job))",
            "signal {g}: {g|signal}          ; g=11     ; signal 11: killed by SIGSEGV (segmentation fault)",
            "rank {r}[[ on {h}]]  ; r=3      ; rank 3",
            "rank {r}[[ on {h}]]  ; r=3,h=n1 ; rank 3 on n1",
            "who {x}              ; r=3      ; who ?",
            // one value named by several groups of one stem (a rule's wordings, two lines of one report): said once
            "killed [[{proc}]][[{proc2}]][[ (pid {pid})]][[ (pid {pid2})]]: ; proc=perl,proc2=perl,pid=7,pid2=7 ; killed perl (pid 7):",
            "killed [[{proc}]][[{proc2}]][[ (pid {pid})]][[ (pid {pid2})]]: ; proc2=perl,pid2=7 ; killed perl (pid 7):",
            "killed [[{proc}]][[ and {proc2}]]: ; proc=perl,proc2=java ; killed perl and java:",
            "plugin {p}[[ {p2}]] ; p=mpi/pmix,p2=mpi/pmix ; plugin mpi/pmix",
            "pool {pool}[[ (pool {pool2}: {reason2})]] ; pool=frags,pool2=frags,reason2=Out of memory ; pool frags (pool frags: Out of memory)",
            "code {c}[[ ({c})]] ; c=3 ; code 3 (3)",
            "by {who}[[ on {host}]] ; who=n1,host=n1 ; by n1 on n1",
    })
    void fills(String template, String vars, String expected) {
        Map<String, String> v = new java.util.HashMap<>();
        for (String kv : vars.split(",")) {
            v.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
        }
        assertEquals(expected, T.render(template.strip(), v));
    }
}
