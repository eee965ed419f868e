package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from an eighteenth batch of failing jobs sampled by the Slurm output file users paste, read from the programs' format
 * strings. Slurm's config parser that cannot stat slurm.conf (parse_config.c s_p_parse_file: 2.x-14.03 'unable to status file "%s"',
 * 14.11-21.08 "unable to status file %s: %m, retrying in 1sec up to 60sec", 22.05+ "cannot stat file %s: %m, ..."): the command runs
 * where no slurm.conf is, {@code slurm.name-unresolved}; other configuration files are not read. torchrun's ChildFailedError whose
 * whole message a paste cut off, the module's full class name alone on the traceback's last line: {@code torch.child-failed}. An
 * option or a dotted override that bash looked up as a program (execute_cmd.c "%s: command not found"; a word is an assignment only when
 * the part before "=" is a legal identifier), the line before it having ended the command: {@code launch.command-not-found}, told as a
 * broken line continuation. Columns:
 * the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledGenericEighteenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            srun : error: s_p_parse_file: unable to status file /etc/slurm-llnl/slurm.conf | slurm.name-unresolved |  |  | the real line (LBANN 832): Ubuntu's slurm-llnl path, the blank before srun's colon as typed
            sbatch: error: s_p_parse_file: unable to status file /etc/slurm/slurm.conf: No such file or directory, retrying in 1sec up to 60sec | slurm.name-unresolved |  |  | Slurm 15.08-21.08's wording with strerror and the retry
            srun: error: s_p_parse_file: cannot stat file /usr/local/etc/slurm.conf: No such file or directory, retrying in 1sec up to 60sec | slurm.name-unresolved |  |  | Slurm 22.05+'s wording (the function's name, then glibc's "cannot stat")
            squeue: error: s_p_parse_file: unable to status file "/etc/slurm/slurm.conf" | slurm.name-unresolved |  |  | Slurm 2.x-14.03's wording, the file in double quotes
            slurmd: error: s_p_parse_file: unable to status file /etc/slurm/slurm.conf: Permission denied, retrying in 1sec upto 60sec | slurm.name-unresolved |  |  | Slurm 14.11's "upto", a folder the daemon may not search
            slurmd: error: s_p_parse_file: cannot stat file /etc/slurm/gres.conf: No such file or directory, retrying in 1sec up to 60sec | - |  |  | negative: a node's gres.conf, not slurm.conf
            slurmd: s_p_parse_file: file "/etc/slurm/cgroup.conf" is empty | - |  |  | negative: the parser's note on an empty included file
                raise ChildFailedError(\\ntorch.distributed.elastic.multiprocessing.errors.ChildFailedError | torch.child-failed |  |  | the real lines (HLLM 9): the raising frame, then the class's full name with the report cut off
            torch.distributed.elastic.multiprocessing.errors.ChildFailedError | torch.child-failed |  |  | the class's full name alone, its message left out of the paste
            ChildFailedError | - |  |  | negative: the class name alone, as a sentence may name it
            from torch.distributed.elastic.multiprocessing.errors import ChildFailedError | - |  |  | negative: a script's import line
                raise ChildFailedError( | - |  |  | negative: the raising frame alone
            I notice there is a space in the script, which lead to the launch failure:\\n   scripts/dft_train.sh:line 15: data.max_length=2048: command not found | launch.command-not-found |  |  | the real lines (DFT 26): a dotted override that bash looked up as a program
            /var/spool/slurmd/job4711/slurm_script: line 12: --nproc_per_node=8: command not found | launch.command-not-found |  |  | an option of a batch script's torchrun line, the line before it without its backslash
            train.sh：行 7: +trainer.devices=8：未找到命令 | launch.command-not-found |  |  | bash 5.1-5.2's Chinese wording, a Hydra override that adds a key
            bash: torchrun: command not found | launch.command-not-found |  |  | a program that is not installed: the plain reading
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** An option or override run as a command is told as a broken line continuation, with the script's line; a program name is not. */
    @Test
    void argumentRunAsACommandIsABrokenContinuation() throws IOException {
        Finding f = only("   scripts/dft_train.sh:line 15: data.max_length=2048: command not found");
        assertTrue(f.message().contains("'data.max_length=2048' ran as a command") && f.message().contains("scripts/dft_train.sh line 15"), f.message());
        assertTrue(f.hint().contains("backslash"), f.hint());
        Finding zh = only("train.sh：行 7: --lr=1e-4：未找到命令");
        assertTrue(zh.message().contains("'--lr=1e-4' ran as a command"), zh.message());
        Finding plain = only("/var/spool/slurmd/job4711/slurm_script: line 12: torchrun: command not found");
        assertTrue(plain.message().contains("'torchrun' is not found"), plain.message());
    }

    /** The finding names the file the command looked for and why it could not read it. */
    @Test
    void slurmConfMissingNamesTheFileAndTheReason() throws IOException {
        Finding f = only("sbatch: error: s_p_parse_file: cannot stat file /etc/slurm/slurm.conf: No such file or directory, retrying in 1sec up to 60sec");
        assertEquals("slurm.name-unresolved", f.code());
        assertTrue(f.message().contains("/etc/slurm/slurm.conf") && f.message().contains("(No such file or directory)"), f.message());
        assertTrue(f.hint().contains("SLURM_CONF"), f.hint());
    }
}
