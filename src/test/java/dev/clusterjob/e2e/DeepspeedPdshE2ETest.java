package dev.clusterjob.e2e;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.Sshd;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * deepspeed {@code launch_mode: ssh} through real ssh and the other host's real login shell,
 * the second shell DeepSpeed's pdsh start goes through (the testbed has neither DeepSpeed nor pdsh: the
 * stand-in src/test/e2e/bin/deepspeed-pdsh builds DeepSpeed's remote command line, the version that quotes
 * least, and sends it with ssh to this class's sshd). What clusterjob lets through arrives verbatim; what it
 * refuses would have run there (the control sends such a value and its payload runs).
 */
@Tag("e2e")
class DeepspeedPdshE2ETest {
    @RegisterExtension
    static final Sshd SSHD = Sshd.onPort(2223);

    static final Path STAND_IN = Path.of("src/test/e2e/bin/deepspeed-pdsh").toAbsolutePath();

    @TempDir
    Path dir;

    private Map<String, String> sshEnv() throws Exception {
        Path kh = SshTesting.knownHosts(dir, SSHD.knownHostsLine());
        Map<String, String> env = new HashMap<>();
        env.put("CJ_PDSH_TARGET", SshTesting.USER + "@127.0.0.1");
        env.put("CJ_PDSH_PORT", String.valueOf(SSHD.port()));
        env.put("CJ_PDSH_KEY", SSHD.userKey().toString());
        env.put("CJ_PDSH_KNOWN_HOSTS", kh.toString());
        return env;
    }

    /** A program for the other hosts: writes its arguments and CJ_ variables, one per line, to out/rank-N. */
    private Path recorder() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Path rec = dir.resolve("record");
        Files.writeString(rec, "#!/bin/bash\n{ printf 'arg %s\\n' \"$@\"; env | grep '^CJ_[AT]=' | sort; } > " + out + "/rank-$CJ_PDSH_RANK\n");
        rec.toFile().setExecutable(true);
        return rec;
    }

    private Cli.Result render(String env, String... command) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: 2\ngpus_per_node: 1\npreflight: false\nlauncher: deepspeed\nlaunch_mode: ssh\n"
                + "launcher_command: [" + STAND_IN + "]\nenv:\n" + env + "command: [" + String.join(", ", command) + "]\n");
        return Cli.run("render", spec.toString());
    }

    @Test
    void valuesClusterjobLetsThroughArriveVerbatimOnTheOtherHosts() throws Exception {
        Path rec = recorder();
        Cli.Result r = render("  CJ_A: \"a=b:c/d.e@f+g-h_1,^x\"\n  CJ_T: {from_env: CJ_SOURCE}\n",
                rec.toString(), "--lr", "1e-5", "data/x.json", "\"key=v:1\"");
        assertEquals(0, r.code(), r.err());
        Map<String, String> env = sshEnv();
        env.put("CJ_SOURCE", "token_from-the.submit");
        FakeAllocation.Run run = FakeAllocation.runBatch(r.out(), "9", "node[1-2]", 2, "broken", env, dir.resolve("job"));
        assertEquals(0, run.exitCode(), run.stderr());
        for (int rank = 0; rank < 2; rank++) {
            assertEquals(List.of("arg --lr", "arg 1e-5", "arg data/x.json", "arg key=v:1", "CJ_A=a=b:c/d.e@f+g-h_1,^x",
                    "CJ_T=token_from-the.submit"), Files.readAllLines(dir.resolve("out/rank-" + rank)));
        }
        try (var left = Files.list(dir.resolve("job"))) {
            assertFalse(left.anyMatch(p -> p.getFileName().toString().startsWith("clusterjob-ds-")), "the private folder is removed");
        }
    }

    @Test
    void whatTheOtherHostsShellWouldRunIsRefused() throws Exception {
        Path marker = dir.resolve("ran");
        Cli.Result value = render("  CJ_A: \"$(touch " + marker + ")\"\n", recorder().toString());
        assertEquals(2, value.code());
        assertTrue(value.err().contains("job.yaml:9: env.CJ_A has characters that deepspeed's pdsh start (launch_mode: ssh)"), value.err());
        Cli.Result word = render("  CJ_A: x\n", recorder().toString(), "\"two words\"");
        assertEquals(2, word.code());
        assertTrue(word.err().contains("command[1] 'two words' has characters"), word.err());
        // a from_env value is only known at run time: the script refuses it before deepspeed starts
        Cli.Result r = render("  CJ_T: {from_env: CJ_SOURCE}\n", recorder().toString());
        Map<String, String> env = sshEnv();
        env.put("CJ_SOURCE", "x;touch " + marker);
        FakeAllocation.Run run = FakeAllocation.runBatch(r.out(), "9", "node[1-2]", 2, "broken", env, dir.resolve("job"));
        assertEquals(64, run.exitCode(), run.stderr());
        assertTrue(run.stderr().contains("clusterjob: CJ_T has characters the other hosts' shells would run as code"), run.stderr());
        assertFalse(Files.exists(marker));
        assertFalse(run.stderr().contains("touch"), "the value is not printed");

        // the control: such a value, let through, runs on the other host
        Path envFile = Files.writeString(dir.resolve("ds_env"), "CJ_A=x;touch " + marker + "\n");
        Path hosts = Files.writeString(dir.resolve("hosts"), "node1 slots=1\n");
        ProcessBuilder pb = new ProcessBuilder(STAND_IN.toString(), "--hostfile=" + hosts, "/bin/true").directory(dir.toFile());
        pb.environment().putAll(sshEnv());
        pb.environment().put("DS_ENV_FILE", envFile.toString());
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), out);
        assertTrue(Files.exists(marker), "the other host's shell ran the payload: " + out);
    }
}
