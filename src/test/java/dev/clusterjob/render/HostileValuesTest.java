package dev.clusterjob.render;

import dev.clusterjob.testing.BashSyntaxCheck;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.TempTrees;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The hostile-value matrix: values an attacker puts into a spec or profile of a pull request ({@code $(...)}, a
 * backtick, quotes, a newline with or without {@code #SBATCH}, a backslash, {@code %}, a leading {@code -}, NUL, a very
 * long string, bytes that are not UTF-8, NEL and LS, {@code ..}), each in every field that reaches a script, through
 * every launcher for the fields every launcher prints. Each cell is either refused (exit 2, every line of stderr a
 * {@code clusterjob:} line, one of them naming the field) or rendered into a script that bash's parser accepts (as {@code bash -n}), that
 * has as many lines and {@code #SBATCH} lines as the same job with a plain value, and that, run by bash under the
 * stand-ins (FakeAllocation), never creates the canary file the value names (run here for the shapes
 * ScriptInjectionTest does not drive: {@link Value#RUN_HERE}). Where a leading '-' would be taken for an
 * option (srun's program for the gate, apptainer's image), the cell must be refused. ScriptInjectionTest drives the
 * shell payloads through every field of the key tables; this test adds the other hostile shapes and says, cell by
 * cell, what happens (target/hostile-values.tsv).
 */
class HostileValuesTest {
    static final List<String> LAUNCHERS = List.of("torchrun", "srun", "llamafactory", "deepspeed", "accelerate", "horovod", "mpirun");

    /** A hostile value; CANARY stands for the canary file's path. */
    enum Value {
        SUBST("$(touch${IFS}CANARY)"), TICK("`touch${IFS}CANARY`"), SQ("x';touch${IFS}CANARY;'"), DQ("x\";touch${IFS}CANARY;\""),
        NL("a\ntouch${IFS}CANARY"), NL_SBATCH("a\n#SBATCH --wrap=touch${IFS}CANARY"), BS("x\\';touch${IFS}CANARY;'"),
        PCT("a%x%j%%"), DASH("--output=CANARY"), NUL("a\0b"), LONG("a".repeat(100_000)), NON_UTF8(null),
        NEL("a\u0085touch${IFS}CANARY"), LS("a\u2028touch${IFS}CANARY"), DOTDOT("../../../../etc/passwd");

        final String text;

        Value(String text) {
            this.text = text;
        }

        boolean hasCanary() {
            return text != null && text.contains("CANARY");
        }

        /**
         * The canary values whose scripts this test runs: ScriptInjectionTest already runs the newline, {@code $(...)},
         * backtick, quote and backslash payloads through every field of the key tables and every launcher (all fields
         * at once, a dozen bash runs), so running each of those cells here again cost most of this class's CPU (about
         * 400 runs of the batch script) and proved nothing more. The cells still render, pass bash's parser (as {@code bash -n}) and keep
         * their line counts here. NL_SBATCH is not run either: whatever a newline in it did, the touch stays behind
         * {@code #SBATCH}, a comment to bash, so no run of it can make the canary; what it can do, add a line or an
         * {@code #SBATCH} line, the line counts catch.
         */
        static final java.util.Set<Value> RUN_HERE = java.util.EnumSet.of(NEL, LS);

    }

    /**
     * A field: its launcher, the spec (and the profile p1's extra lines) with VAL where the value goes, what its refusal
     * names, and {@code mustRefuse}: values that must be refused there.
     */
    record Field(String id, String launcher, String spec, String profile, String named, List<Value> mustRefuse, String prefix, String plain) {
        Field(String id, String launcher, String spec, String profile, String named, List<Value> mustRefuse) {
            this(id, launcher, spec, profile, named, mustRefuse, "", "ok1");
        }

        Field(String id, String launcher, String spec, String named) {
            this(id, launcher, spec, "", named, List.of());
        }

        /** The same field with {@code prefix} before each value (a mount must start with '/') and {@code plain} as its plain value. */
        Field with(String prefix, String plain) {
            return new Field(id, launcher, spec, profile, named, mustRefuse, prefix, plain);
        }

        @Override
        public String toString() {
            return id;
        }
    }

    static List<Field> fields() {
        List<Field> f = new ArrayList<>();
        String cmd = "command: [cj-fake-program]\n";
        f.add(new Field("name", "torchrun", "name: VAL\n" + cmd, "name"));
        for (String k : List.of("partition", "account", "output", "error", "comment")) {
            f.add(new Field("sbatch." + k, "torchrun", "sbatch: {" + k + ": VAL}\n" + cmd, "sbatch." + k));
        }
        f.add(new Field("profile.partition", "torchrun", cmd, "    partition: VAL\n", "partition", List.of()));
        f.add(new Field("profile.description", "torchrun", cmd, "    description: VAL\n", "description", List.of()));
        f.add(new Field("profile.env.value", "torchrun", cmd, "    env: {CJ_P: VAL}\n", "CJ_P", List.of()));
        for (String l : LAUNCHERS) {
            f.add(new Field("env.value/" + l, l, "env: {CJ_V: VAL}\n" + cmd, "CJ_V"));
            f.add(new Field("command/" + l, l, "command: [cj-fake-program, VAL]\n", "command"));
            if (!l.equals("llamafactory")) { // llamafactory-cli takes no launcher options (refused whatever the value)
                f.add(new Field("launcher_args/" + l, l, "launcher_args: [VAL]\n" + cmd, "launcher_args"));
            }
        }
        f.add(new Field("env.value/target-mpirun", "target-mpirun", "env: {CJ_V: VAL}\n" + cmd, "CJ_V"));
        f.add(new Field("env.name", "torchrun", "env: {VAL: x}\n" + cmd, "env"));
        f.add(new Field("modules", "torchrun", "modules: [VAL]\n" + cmd, "modules"));
        f.add(new Field("container.image/apptainer", "srun", "container: {runtime: apptainer, image: VAL}\n" + cmd, "", "container.image",
                List.of(Value.DASH)));
        f.add(new Field("container.image/pyxis", "srun", "container: {runtime: pyxis, image: VAL}\n" + cmd, "container.image"));
        f.add(new Field("container.mounts", "srun", "container: {runtime: apptainer, image: /i.sif, mounts: [VAL]}\n" + cmd,
                "container.mounts").with("/", "/ok1"));
        f.add(new Field("hostfile", "target-mpirun", "hostfile: VAL\n" + cmd, "hostfile"));
        f.add(new Field("requeue.resume_args", "torchrun", "requeue: {signal: USR1, resume_args: [VAL]}\n" + cmd, "resume_args"));
        f.add(new Field("gate.binary", "torchrun", "gate: {tool: nccl-tests, binary: VAL}\n" + cmd, "", "gate.binary", List.of(Value.DASH)));
        f.add(new Field("gate.python", "torchrun", "gate: {tool: torch-probe, python: VAL}\n" + cmd, "", "gate.python", List.of(Value.DASH)));
        f.add(new Field("launcher_command", "torchrun", "launcher_command: [torchrun, VAL]\n" + cmd, "launcher_command"));
        f.add(new Field("ssh_port", "target-mpirun", "ssh_port: VAL\n" + cmd, "ssh_port").with("", "2222"));
        f.add(new Field("master_port", "torchrun", "master_port: VAL\n" + cmd, "master_port").with("", "29500"));
        return f;
    }

    static Stream<Arguments> cells() {
        List<Arguments> out = new ArrayList<>();
        for (Field f : fields()) {
            for (Value v : Value.values()) {
                out.add(Arguments.of(f, v));
            }
        }
        return out.stream();
    }

    static final Map<String, String> MATRIX = new ConcurrentHashMap<>();

    /** Each field's script with its plain value, rendered once (the cells compare their line counts with it). */
    static final Map<String, String> PLAIN = new ConcurrentHashMap<>();

    private static String plainScript(Field f) {
        try {
            Path dir = Files.createTempDirectory("cj-hostile-values");
            try {
                Files.createDirectories(dir.resolve(".git"));
                Path plain = write(dir, f, f.plain().matches("[0-9]+") ? f.plain().getBytes(StandardCharsets.UTF_8) : yamlScalar(f.plain()));
                Cli.Result base = Cli.run("render", plain.toString(), "-o", "-");
                assertEquals(0, base.code(), "the field with a plain value renders: " + base.err());
                return base.out();
            } finally {
                TempTrees.delete(dir);
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterAll
    static void writeMatrix() throws Exception {
        StringBuilder b = new StringBuilder("field\tvalue\toutcome\n");
        for (Map.Entry<String, String> e : new TreeMap<>(MATRIX).entrySet()) {
            b.append(e.getKey()).append('\t').append(e.getValue()).append('\n');
        }
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/hostile-values.tsv"), b.toString());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cells")
    void aHostileValueIsRefusedOrStaysOneInertWord(Field f, Value v) throws Exception {
        Path dir = Files.createTempDirectory("cj-hostile-values");
        try {
            Path canary = dir.resolve("canary");
            Files.createDirectories(dir.resolve(".git"));
            String base = PLAIN.computeIfAbsent(f.id(), k -> plainScript(f));

            Path spec = write(dir, f, v == Value.NON_UTF8 ? null : yamlScalar(f.prefix() + v.text.replace("CANARY", canary.toString())));
            Cli.Result r = Cli.run("render", spec.toString(), "-o", "-");
            if (r.code() != 0) {
                assertEquals(2, r.code(), r.err());
                for (String line : r.err().split("\n", -1)) {
                    assertTrue(line.isEmpty() || line.startsWith("clusterjob: ") || line.startsWith("  "),
                            "stderr is clusterjob's own lines (a value cannot add one): " + line);
                }
                assertTrue(r.err().contains(f.named()) || r.err().contains("NUL") || r.err().contains("UTF-8") && r.err().contains(".yaml:")
                                || v == Value.LONG && r.err().contains("invalid YAML"),
                        "the refusal names " + f.named() + ": " + r.err());
                MATRIX.put(f.id() + "\t" + v, "refused: " + firstError(r.err()));
                return;
            }
            assertFalse(f.mustRefuse().contains(v), f.id() + " must refuse " + v + " (a leading '-' is taken for an option there)");
            String text = r.out();
            String why = BASH.errorOf(text);
            if (why != null) {
                fail("bash's parser (as bash -n): " + why);
            }
            assertEquals(count(base, "#SBATCH"), count(text, "#SBATCH"), "no #SBATCH line added");
            assertEquals(base.split("\n", -1).length, text.split("\n", -1).length, "no line added");
            assertFalse(text.chars().anyMatch(c -> c == '\r' || c == 0), "no CR or NUL in the script");
            String outcome = v == Value.NL_SBATCH ? "quoted (not run: the touch is behind #SBATCH)"
                    : v.hasCanary() && !Value.RUN_HERE.contains(v) ? "quoted (run by ScriptInjectionTest)" : "quoted";
            if (Value.RUN_HERE.contains(v)) {
                Path work = Files.createDirectories(dir.resolve("run"));
                if (f.launcher().equals("target-mpirun")) {
                    Files.writeString(work.resolve("hosts"), "n1 slots=1\nn2 slots=1\n");
                }
                FakeAllocation.Run run = f.launcher().equals("target-mpirun")
                        ? FakeAllocation.run(text, Map.of("CJ_FAKE_MPI", "openmpi"), "broken", work)
                        : FakeAllocation.runBatch(text, "77", "node[1-2]", 2, "broken", Map.of("CJ_FAKE_MPI", "openmpi"), work);
                assertFalse(Files.exists(canary), "the value ran as code: " + run.stderr());
                outcome = "quoted, ran (exit " + run.exitCode() + "), no canary";
            }
            MATRIX.put(f.id() + "\t" + v, outcome);
        } finally {
            TempTrees.delete(dir);
        }
    }

    /**
     * A hostfile whose name starts with '-' (the spec's hostfile: or the script's argument) is read as a file, not taken
     * for an option of the program that reads it: with the name --version, sed printed its version, whose words became
     * the job's hosts.
     */
    @org.junit.jupiter.api.Test
    void aHostfileNamedLikeAnOptionIsReadAsAFile() throws Exception {
        Path dir = Files.createTempDirectory("cj-hostile-values");
        try {
            Files.createDirectories(dir.resolve(".git"));
            Field f = new Field("hostfile", "target-mpirun", "hostfile: VAL\ncommand: [cj-fake-program]\n", "hostfile");
            Path spec = write(dir, f, yamlScalar("--version"));
            Cli.Result r = Cli.run("render", spec.toString(), "-o", "-");
            assertEquals(0, r.code(), r.err());
            Path work = Files.createDirectories(dir.resolve("run"));
            Files.writeString(work.resolve("--version"), "n1 slots=1\nn2 slots=1\n");
            FakeAllocation.Run run = FakeAllocation.run(r.out(), Map.of("CJ_FAKE_MPI", "openmpi"), "broken", work);
            assertEquals(0, run.exitCode(), run.stderr());
            assertTrue(run.stdout().contains("2 node(s) (n1 n2)"), "the hosts are the file's: " + run.stdout());
            assertEquals(List.of("n1", "n2"), run.of("cj-fake-program").stream().map(i -> i.env("CJ_FAKE_HOST")).sorted().toList());
        } finally {
            TempTrees.delete(dir);
        }
    }

    private static Path write(Path dir, Field f, byte[] value) throws Exception {
        String launcher = f.launcher().equals("target-mpirun") ? "mpirun" : f.launcher();
        String head = "profile: p1\nprofile_files: [profiles.yaml]\nnodes: 2\ngpus_per_node: 1\npreflight: false\nlauncher: " + launcher + "\n"
                + (f.launcher().equals("target-mpirun") && !f.id().equals("hostfile") ? "target: mpirun\nhostfile: hosts\n" : "")
                + (f.id().equals("hostfile") ? "target: mpirun\n" : "");
        Files.write(dir.resolve("job.yaml"), fill(head + f.spec(), value));
        Files.write(dir.resolve("profiles.yaml"), fill("profiles:\n  p1:\n    extends: tcp\n    gpus_per_node: 1\n    gpu_vendor: none\n"
                + "    request_gpus: false\n" + f.profile(), value));
        return dir.resolve("job.yaml");
    }

    /** {@code text} with VAL replaced by {@code value}'s bytes (null: a double-quoted scalar holding bytes that are not UTF-8). */
    private static byte[] fill(String text, byte[] value) throws Exception {
        byte[] v = value != null ? value : new byte[]{'"', 'a', (byte) 0xff, (byte) 0xfe, (byte) 0xc3, 'b', '"'};
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = text.indexOf("VAL");
        if (at < 0) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        out.write(text.substring(0, at).getBytes(StandardCharsets.UTF_8));
        out.write(v);
        out.write(text.substring(at + 3).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /** A YAML double-quoted scalar: every character outside printable ASCII as an escape (NUL, NEL and LS included). */
    static byte[] yamlScalar(String s) {
        StringBuilder b = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            if (cp == '"' || cp == '\\') {
                b.append('\\').appendCodePoint(cp);
            } else if (cp < 0x20 || cp >= 0x7f) {
                b.append(String.format("\\U%08x", cp));
            } else {
                b.appendCodePoint(cp);
            }
        });
        return b.append('"').toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The control: the one parsing bash tells a broken script as bash -n does, and runs nothing of a sound one. */
    @org.junit.jupiter.api.Test
    void theParsingBashNamesASyntaxErrorAndRunsNothing() throws Exception {
        Path dir = Files.createTempDirectory("cj-hostile-values");
        try {
            assertEquals("line 3: syntax error near unexpected token `then'",
                    firstLine(BASH.errorOf("#!/bin/bash\necho a\nif then fi\n")).replaceAll("^.*check\\.sh: ", ""));
            assertTrue(BASH.errorOf("#!/bin/bash\necho \"a\n").contains("unexpected EOF"), "an open quote");
            Path canary = dir.resolve("canary");
            assertEquals(null, BASH.errorOf("#!/bin/bash\nset +n\ntouch '" + canary + "'\nexit 3\n"));
            assertFalse(Files.exists(canary), "the parsing bash ran the script");
        } finally {
            TempTrees.delete(dir);
        }
    }

    private static String firstLine(String s) {
        return s == null ? "" : s.lines().findFirst().orElse("");
    }

    /** One bash parses every cell's script (see BashSyntaxCheck). */
    private static final BashSyntaxCheck BASH = new BashSyntaxCheck();

    @AfterAll
    static void stopParser() throws Exception {
        BASH.close();
    }

    private static long count(String text, String prefix) {
        return text.lines().filter(l -> l.startsWith(prefix)).count();
    }

    private static String firstError(String err) {
        String line = err.lines().filter(l -> l.contains(" error ") || l.contains(": ")).reduce((a, b) -> b).orElse(err);
        line = line.replaceAll("/tmp/cj-hostile-values[0-9]+/", "");
        return line.length() > 160 ? line.substring(0, 160) + "..." : line;
    }
}
