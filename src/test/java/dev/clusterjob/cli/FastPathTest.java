package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The start-up fast path (one subcommand's picocli model) takes well-formed invocations and behaves like the whole command line. */
class FastPathTest {
    /** A spec with an output: key, copied out of the repository so that renders here never touch it. */
    static final java.nio.file.Path SPEC = copySpec();

    static java.nio.file.Path copySpec() {
        try {
            java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("cj-fastpath");
            return java.nio.file.Files.copy(java.nio.file.Path.of("slurm-examples/torchrun-tcp.yaml"), dir.resolve("job.yaml"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** submit's options from the table are render's, without render's own -o and --templates. */
    @Test
    void submitHasTheJobFlagsOfRender() {
        Set<String> render = new TreeSet<>();
        for (CommandLine.Model.OptionSpec o : new CommandLine(new RenderCommand()).getCommandSpec().mixins().get("job").options()) {
            render.addAll(List.of(o.names()));
        }
        Set<String> submit = new TreeSet<>();
        for (CommandLine.Model.OptionSpec o : new CommandLine(new SubmitCommand()).getCommandSpec().mixins().get("job").options()) {
            submit.addAll(List.of(o.names()));
        }
        assertTrue(render.containsAll(List.of("-o", "--output", "--templates", "--nodes", "--gate")), render.toString());
        render.removeAll(List.of("-o", "--output", "--templates"));
        assertEquals(render, submit);
    }

    /**
     * render's model built in code parses as its annotated model would: the same options (names, arity, types,
     * negatable, help), the same positionals (index, arity, types), and nothing else.
     */
    @Test
    void renderModelInCodeParsesAsTheAnnotatedOne() {
        CommandLine.Model.CommandSpec annotated = new CommandLine(new RenderCommand()).getCommandSpec();
        CommandLine.Model.CommandSpec code = new CommandLine(FastPath.model(new RenderCommand())).getCommandSpec();
        assertEquals(parsing(annotated), parsing(code));
        assertEquals(annotated.name(), code.name());
    }

    /** What of a model decides how it parses, one line per option and positional, sorted. */
    private static List<String> parsing(CommandLine.Model.CommandSpec spec) {
        List<String> lines = new ArrayList<>();
        for (CommandLine.Model.OptionSpec o : spec.options()) {
            lines.add("option " + List.of(o.names()) + " arity " + o.arity() + " type " + o.type().getName() + " "
                    + Arrays.stream(o.auxiliaryTypes()).map(Class::getName).toList() + " negatable " + o.negatable()
                    + " help " + o.usageHelp() + o.versionHelp() + " required " + o.required() + " split " + o.splitRegex());
        }
        for (CommandLine.Model.PositionalParamSpec p : spec.positionalParameters()) {
            lines.add("positional index " + p.index() + " arity " + p.arity() + " type " + p.type().getName() + " "
                    + Arrays.stream(p.auxiliaryTypes()).map(Class::getName).toList() + " required " + p.required() + " initial " + p.initialValue());
        }
        lines.sort(null);
        return lines;
    }

    @Test
    void versionIsPrintedAsPicocliPrintsIt() {
        for (String flag : List.of("--version", "-V")) {
            java.io.StringWriter fast = new java.io.StringWriter();
            assertEquals(0, FastPath.tryRun(new String[] {flag}, new java.io.PrintWriter(fast), new java.io.PrintWriter(new java.io.StringWriter()), null));
            java.io.StringWriter slow = new java.io.StringWriter();
            CommandLine cl = ClusterjobCommand.commandLine(new String[] {flag}, null);
            cl.setOut(new java.io.PrintWriter(slow));
            assertEquals(0, cl.execute(flag));
            assertEquals(slow.toString(), fast.toString());
            assertTrue(fast.toString().startsWith("clusterjob "), fast.toString());
        }
    }

    private static final java.io.PrintWriter SINK = new java.io.PrintWriter(java.io.Writer.nullWriter());

    /** Whether the fast path takes {@code args} (picocli's parse of the one subcommand's model succeeds). */
    private static boolean taken(String... args) {
        Object command = switch (args[0]) {
            case "render" -> new RenderCommand();
            case "check" -> new CheckCommand();
            default -> new StatusCommand();
        };
        return FastPath.parsed(command, args, SINK, SINK) != null;
    }

    @Test
    void unusualInvocationsAreLeftToTheWholeCommandLine() {
        record Case(String args, boolean taken) { }
        for (Case c : List.of(
                new Case("render --help", false),
                new Case("render -h", false),
                new Case("render --nodes x", false),
                new Case("render --nodes", false),
                new Case("render --nodez 2", false),
                new Case("render --env novalue", false),
                new Case("render --verbose job.yaml", false),
                new Case("render --nodes 2 --nodes 3", false),
                new Case("render job.yaml --nodes=2 -- --help", true),
                new Case("render job.yaml --env A=1 --env B=2 --no-gate", true),
                new Case("check --help", false),
                new Case("check --fixx", false),
                new Case("check a b --allow-output-outside", true),
                new Case("status --help", false),
                new Case("status --last x", false),
                new Case("status --json --all 5", true),
                new Case("status --last 2 --call-timeout 5", true))) {
            assertEquals(c.taken(), taken(c.args().split(" ")), c.args());
        }
        assertNull(FastPath.tryRun(new String[] {"submit", "job.sbatch"}, SINK, SINK, null));
        assertNull(FastPath.tryRun(new String[] {"render", "--help"}, SINK, SINK, null));
        assertNull(FastPath.tryRun(new String[] {}, SINK, SINK, null));
    }

    @Provide
    Arbitrary<List<String>> invocations() {
        Arbitrary<List<String>> option = Arbitraries.oneOf(
                Arbitraries.of("--profile h800", "--profile tcp", "--profile nope", "--nodes 3", "--nodes=0", "--nodes x",
                        "--gpus-per-node 4", "--launcher srun", "--launcher=mpirun", "--launcher nope", "--time 01:00:00",
                        "--partition p", "--job-name j", "--env A=1", "--env B=x=y", "--env bad", "--sbatch account=a",
                        "--sbatch --x=1", "--launcher-arg --redirects", "--launcher-arg=3", "--launcher-command python3",
                        "--master-port 20000", "--master-port 0", "--ssh-port 2222", "--launch-mode ssh", "--target mpirun",
                        "--hostfile hf", "--preflight", "--no-preflight", "--gate", "--no-gate", "--requeue", "--no-requeue",
                        "--max-restarts 2", "--max-restarts -1", "--container-runtime apptainer", "--container-runtime nope",
                        "--container-image img.sif", "--container-image=a b", "-o -", "--output=-", "--help", "--verbose", "--unknown", SPEC.toString())
                        .map(s -> List.of(s.split(" "))));
        return option.list().ofMaxSize(6).map(l -> {
            List<String> args = new ArrayList<>(List.of("render"));
            l.forEach(args::addAll);
            return args;
        }).flatMap(args -> Arbitraries.of(List.<String>of(), List.of("--", "train.py", "--x", "a b")).map(cmd -> {
            List<String> all = new ArrayList<>(args);
            all.addAll(cmd);
            return all;
        }));
    }

    @Property(tries = 150)
    void fastPathAndPicocliAgree(@ForAll("invocations") List<String> args) {
        String[] a = args.toArray(String[]::new);
        Cli.Result fast = Cli.run(a);
        Cli.Result slow = Cli.runPicocli(null, a);
        assertEquals(slow.code(), fast.code(), String.join(" ", args) + "\nfast: " + fast.err() + "\nslow: " + slow.err());
        assertEquals(slow.out(), fast.out(), String.join(" ", args));
        if (slow.code() != 0 && slow.code() != 2) {
            assertEquals(slow.err(), fast.err());
        }
        if (slow.code() == 2 && taken(a)) {
            assertEquals(slow.err(), fast.err(), "errors found after parsing are the same one line");
        }
    }
}
