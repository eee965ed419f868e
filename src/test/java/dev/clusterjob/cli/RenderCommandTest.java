package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The render command end to end in-process: flags over specs, outputs, and one-line bad-input errors. */
class RenderCommandTest {
    static void oneLineError(Cli.Result r, String expectedStart) {
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        String err = r.err().strip();
        assertFalse(err.contains("\n"), "one line: " + err);
        assertTrue(err.startsWith("clusterjob: " + expectedStart), err);
    }

    @Test
    void readmeCommandPrintsACompleteScript() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--nodes", "2", "--", "src/train.py", "--stage", "sft");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("#!/bin/bash\n"));
        assertTrue(r.out().contains("#SBATCH --nodes=2\n"));
        assertTrue(r.out().contains("#SBATCH --gpus-per-node=8\n"));
        assertTrue(r.out().contains("\n  CJ_COMMAND=(\n    src/train.py\n    --stage\n    sft\n  )\n"), "one word per line");
        assertTrue(r.out().contains("exec torchrun --nnodes=\"$NNODES\" --node_rank=\"$SLURM_NODEID\""));
        assertTrue(r.out().contains(" cj_task \"${CJ_COMMAND[@]}\"\n}\n"), "the launch ends the job section");
        assertTrue(r.out().endsWith("\n\ncj_job \"$@\"\n"), "the entry call is the last line");
    }

    @Test
    void flagsWinOverTheSpec(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: 2\nname: fromspec\nsbatch:\n  time: '01:00:00'\ncommand: [a.py]\n");
        Cli.Result r = Cli.run("render", spec.toString(), "--nodes", "5", "--time", "02:00:00", "--job-name", "fromflag",
                "--partition", "p2", "--", "b.py", "x");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("#SBATCH --nodes=5\n"));
        assertTrue(r.out().contains("#SBATCH --time=02:00:00\n"));
        assertTrue(r.out().contains("#SBATCH --job-name=fromflag\n"));
        assertTrue(r.out().contains("#SBATCH --partition=p2\n"));
        assertTrue(r.out().contains("CJ_COMMAND=(\n    b.py\n    x\n  )\n"));
    }

    @Test
    void specOutputIsWrittenExecutableThroughARename(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\ncommand: [a.py]\noutput: out/job.sbatch\n");
        Cli.Result r = Cli.run("render", spec.toString());
        assertEquals(0, r.code(), r.err());
        Path out = dir.resolve("out/job.sbatch");
        assertTrue(Files.readString(out).contains("CJ_COMMAND=(\n    a.py\n  )"));
        assertTrue(Files.getPosixFilePermissions(out).contains(PosixFilePermission.OWNER_EXECUTE));
        try (var files = Files.list(dir.resolve("out"))) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
        Cli.Result stdout = Cli.run("render", spec.toString(), "-o", "-");
        assertTrue(stdout.out().contains("CJ_COMMAND=(\n    a.py\n  )"));
    }

    @Test
    void aFailedRenderLeavesTheExistingFileUntouched(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("job.sbatch");
        Files.writeString(out, "previous content\n");
        Cli.Result r = Cli.run("render", "--profile", "nope", "-o", out.toString(), "--", "a.py");
        oneLineError(r, "--profile: unknown profile 'nope' (known: h800, instinct, tcp)");
        assertEquals("previous content\n", Files.readString(out));
        Cli.Result r2 = Cli.run("render", "--profile", "tcp", "-o", dir.resolve("new.sbatch").toString());
        assertEquals(2, r2.code());
        assertFalse(Files.exists(dir.resolve("new.sbatch")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "unknown key|nodse: 2|job.yaml:2: unknown key 'nodse' (did you mean 'nodes'?)",
            "wrong type|nodes: two|job.yaml:2: nodes: expected an integer >= 1, got string 'two'",
            "nodes below 1|nodes: 0|job.yaml:2: nodes: expected an integer >= 1, got integer 0",
            "unknown launcher|launcher: torchrn|job.yaml:2: launcher: unknown launcher 'torchrn' (did you mean 'torchrun'?)",
            "command as string|command: python train.py|job.yaml:2: command: expected a list, e.g. [train.py, --stage, sft], got string 'python train.py'",
            "unknown profile|profile: h900|job.yaml:1: unknown profile 'h900' (did you mean 'h800'?) (known: h800, instinct, tcp)",
            "derived variable|env: {MASTER_ADDR: localhost}|job.yaml:2: env.MASTER_ADDR: derived at run time",
            "bad env name|env: {1X: a}|job.yaml:2: spec.env: '1X' is not a valid environment variable name",
            "sbatch with dashes|sbatch: {--time: 1}|job.yaml:2: spec.sbatch: '--time' is not a long sbatch option name",
            "sbatch derived|sbatch: {nodes: 4}|job.yaml:2: sbatch.nodes: clusterjob derives --nodes",
            "sbatch quote|sbatch: {comment: \"a'b\"}|job.yaml:2: sbatch.comment: value must not contain quotes",
            "duplicate key|profile: tcp|job.yaml:2: duplicate key 'profile' (first at line 1)",
            "yaml syntax|nodes: [1|job.yaml:",
            "time in words|sbatch: {time: 3 minutes}|job.yaml:2: sbatch.time: '3 minutes' is not a time limit sbatch accepts (expected MINUTES,",
            "time with unit|sbatch: {time-min: 1h}|job.yaml:2: sbatch.time-min: '1h' is not a time limit sbatch accepts",
    })
    void badSpecsGiveOneLineErrorsNamingFileAndLine(String name, String line, String expected, @TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        boolean unknownProfile = name.equals("unknown profile");
        String text = "profile: " + (unknownProfile ? "h900" : "tcp") + "\n" + (unknownProfile ? "" : line + "\n")
                + (line.startsWith("command:") ? "" : "command: [a.py]\n");
        Files.writeString(spec, text);
        Cli.Result r = Cli.run("render", spec.toString());
        oneLineError(r, dir.resolve(expected).toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "--nodes 0|--nodes: expected an integer >= 1, got 0",
            "--launcher nope|--launcher: unknown launcher 'nope'",
            "--gpus-per-node 0|--gpus-per-node: expected an integer >= 1, got 0",
            "--env 1A=b|--env: '1A' is not a valid environment variable name",
            "--target slurm|--target: expected sbatch or mpirun, got 'slurm'",
            "--launch-mode ssh|--launch-mode: launch_mode: ssh applies to the deepspeed launcher only",
            "--master-port 70000|--master-port: expected a port number 1..65535, got 70000",
            "--nodes x|Invalid value for option '--nodes'",
            "--time 90min|--time: sbatch.time: '90min' is not a time limit sbatch accepts (expected MINUTES, MINUTES:SECONDS,",
    })
    void badFlagsGiveOneLineErrorsNamingTheFlag(String flags, String expected) {
        String[] f = flags.split(" ");
        String[] args = new String[f.length + 5];
        args[0] = "render";
        args[1] = "--profile";
        args[2] = "h800";
        System.arraycopy(f, 0, args, 3, f.length);
        args[f.length + 3] = "--";
        args[f.length + 4] = "a.py";
        oneLineError(Cli.run(args), expected);
    }

    @Test
    void sbatchFlagsLauncherCommandWordsAndLlamafactoryArgs(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nlauncher_command: python3 -m torch.distributed.run\nsbatch:\n  exclusive: true\n"
                + "  requeue: false\ncommand: [a.py]\n");
        Cli.Result r = Cli.run("render", spec.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("#SBATCH --exclusive\n"), r.out());
        assertFalse(r.out().contains("requeue"));
        assertTrue(r.out().contains("exec python3 -m torch.distributed.run --nnodes="), r.out());
        Files.writeString(spec, "profile: tcp\nsbatch:\n  job-name: x\ncommand: [a.py]\n");
        oneLineError(Cli.run("render", spec.toString()), spec + ":3: sbatch.job-name: set it with name: (flag --job-name)");
        oneLineError(Cli.run("render", "--profile", "h800", "--launcher", "llamafactory", "--launcher-arg", "x", "--", "train", "c.yaml"),
                "--launcher-arg: launcher_args: llamafactory-cli takes no launcher options");
    }

    /** A job name with '/' never reaches %x; a '#' in an sbatch value is quoted for sbatch's reader. */
    @Test
    void jobNamesAndSbatchValuesStayWhatSbatchReads(@TempDir Path dir) throws Exception {
        oneLineError(Cli.run("render", "--profile", "tcp", "--job-name", "../logs/x", "--", "a.py"),
                "--job-name: the job name must not be empty or contain '/', got '../logs/x'");
        Cli.Result quoted = Cli.run("render", "--profile", "h800", "--job-name", "a'b", "--", "a.py");
        oneLineError(quoted, "--job-name: the job name must not contain quotes");
        assertFalse(quoted.err().contains("comment"), "the error names the flag given, not the #SBATCH line it feeds: " + quoted.err());
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nname: runs/a\ncommand: [a.py]\n");
        oneLineError(Cli.run("render", spec.toString()), spec + ":2: name: the job name must not be empty or contain '/'");
        Files.writeString(spec, "profile: tcp\nname: \"run #2\"\nsbatch:\n  output: \"run#1-%j.out\"\n  comment: \"a #b\"\ncommand: [a.py]\n");
        Cli.Result r = Cli.run("render", spec.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("#SBATCH --job-name=\"run #2\"\n"), r.out());
        assertTrue(r.out().contains("#SBATCH --output=\"run#1-%j.out\"\n"), r.out());
        assertEquals(java.util.Map.of("job-name", "run #2", "output", "run#1-%j.out", "comment", "a #b", "nodes", "1"),
                dev.clusterjob.slurm.BatchDirectives.parse(r.out()));
    }

    @Test
    void missingCommandAndMissingProfileAreExplained() {
        oneLineError(Cli.run("render", "--profile", "h800"), "command line: no command to run");
        oneLineError(Cli.run("render", "--", "a.py"), "--profile: no profile given");
        oneLineError(Cli.run("render", "a.yaml", "b.yaml"), "a.yaml: no such file or folder");
        oneLineError(Cli.run("render", "missing.yaml"), "missing.yaml: file not found");
    }

    /** Several specs, or a folder, render each spec to its own output: file; what would apply to all alike is refused. */
    @Test
    void severalSpecsOrAFolderRenderEachToItsOutput(@TempDir Path dir) throws Exception {
        String spec = "profile: tcp\nnodes: 2\ncommand: [a.py]\noutput: OUT\n";
        Files.writeString(dir.resolve("a.yaml"), spec.replace("OUT", "a.sbatch"));
        Files.createDirectories(dir.resolve("more"));
        Files.writeString(dir.resolve("more/b.yaml"), spec.replace("OUT", "b.sbatch"));
        Files.writeString(dir.resolve("more/site.yaml"), "profiles:\n  mine:\n    extends: tcp\n"); // no output: not a job spec
        Cli.Result r = Cli.run("render", dir.resolve("a.yaml").toString(), dir.resolve("more").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out(), "scripts go to their files, not to stdout");
        // the built-in tcp's site values are said once for the command, not once per spec
        assertEquals(1, r.err().lines().filter(l -> l.contains("warning profile.site-values: built-in profile tcp")).count(), r.err());
        assertTrue(r.err().endsWith("clusterjob: wrote " + dir.resolve("a.sbatch") + "\nclusterjob: wrote " + dir.resolve("more/b.sbatch") + "\n"),
                r.err());
        assertEquals(3, r.err().lines().count(), r.err());
        assertEquals(Cli.run("render", dir.resolve("a.yaml").toString(), "-o", "-").out(), Files.readString(dir.resolve("a.sbatch")));
        String refused = dir.resolve("a.yaml") + ": several specs or a folder are each rendered to their own 'output:' file, as they are "
                + "written; give one spec to use -o, job flags or a command after '--'";
        oneLineError(Cli.run("render", dir.resolve("a.yaml").toString(), dir.resolve("more").toString(), "-o", "x.sbatch"), refused);
        oneLineError(Cli.run("render", dir.resolve("a.yaml").toString(), dir.resolve("more").toString(), "--nodes", "3"), refused);
        Files.writeString(dir.resolve("c.yaml"), "profile: tcp\nnodes: 2\ncommand: [a.py]\n");
        Cli.Result noOutput = Cli.run("render", dir.resolve("c.yaml").toString(), dir.resolve("a.yaml").toString());
        assertEquals(2, noOutput.code());
        assertTrue(noOutput.err().startsWith("clusterjob: " + dir.resolve("c.yaml") + ": no 'output:' key"), noOutput.err());
        assertTrue(noOutput.err().endsWith("clusterjob: wrote " + dir.resolve("a.sbatch") + "\n"), "the other spec is still rendered: " + noOutput.err());
    }

    @Test
    void profileFileErrorsNameTheProfileFile(@TempDir Path dir) throws Exception {
        Path pf = dir.resolve("site.yaml");
        Files.writeString(pf, "profiles:\n  mine:\n    extends: h800\n    gpu_vendor: intel\n");
        oneLineError(Cli.run("render", "--profile-file", pf.toString(), "--profile", "mine", "--", "a.py"),
                pf + ":4: profiles.mine.gpu_vendor: expected nvidia, amd or none, got 'intel'");
        Files.writeString(pf, "profiles:\n  mine:\n    extends: h900\n");
        oneLineError(Cli.run("render", "--profile-file", pf.toString(), "--profile", "mine", "--", "a.py"),
                pf + ":3: profile 'mine' extends unknown profile 'h900' (did you mean 'h800'?)");
        Files.writeString(pf, "profiles:\n  a:\n    extends: b\n  b:\n    extends: a\n");
        oneLineError(Cli.run("render", "--profile-file", pf.toString(), "--profile", "a", "--", "x"), pf + ":");
        Files.writeString(pf, "profiles:\n  mine:\n    envv: {}\n");
        oneLineError(Cli.run("render", "--profile-file", pf.toString(), "--profile", "mine", "--", "a.py"),
                pf + ":3: profiles.mine: unknown key 'envv' (did you mean 'env'?)");
    }

    @Test
    void everyCommandHasHelpWithAnExample() {
        for (String[] cmd : new String[][] {{"render"}, {"check"}, {"profiles"}, {"profiles", "list"}, {"profiles", "show"},
                {"hostfile"}, {"completion"}}) {
            String[] args = new String[cmd.length + 1];
            System.arraycopy(cmd, 0, args, 0, cmd.length);
            args[cmd.length] = "--help";
            Cli.Result r = Cli.run(args);
            assertEquals(0, r.code(), String.join(" ", cmd));
            assertTrue(r.out().contains("Example"), String.join(" ", cmd) + " help has an example:\n" + r.out());
        }
        Cli.Result v = Cli.run("--version");
        assertTrue(v.out().matches("clusterjob \\d+\\.\\d+\\.\\d+\\S*\\n(?s).*"), v.out());
    }

    @Test
    void completionScriptCoversTheCommands() {
        Cli.Result r = Cli.run("completion");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("complete -F"), "bash completion");
        assertTrue(r.out().contains("render") && r.out().contains("hostfile") && r.out().contains("--gpus-per-node"));
        assertTrue(r.out().startsWith("#!/usr/bin/env bash\n#\n# Bash completion for clusterjob, printed by `clusterjob completion`"), r.out());
        assertFalse(r.out().contains("YOUR_APP_HOME") || r.out().contains("_completion\"); do"), "picocli's generic installation text");
        assertTrue(r.out().contains("# [3] "), "the references the functions' comments point to stay");
    }
}
