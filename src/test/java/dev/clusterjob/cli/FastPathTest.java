package dev.clusterjob.cli;

import dev.clusterjob.startup.FastPath;
import dev.clusterjob.testing.Cli;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The start-up fast path knows exactly render's options and behaves like picocli's path. */
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

    @Test
    void tableNamesExactlyTheOptionsPicocliKnows() {
        CommandLine cl = new CommandLine(new RenderCommand());
        Set<String> picocli = new TreeSet<>();
        for (CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
            if (!o.usageHelp() && !o.versionHelp()) {
                picocli.addAll(List.of(o.names()));
            }
        }
        Set<String> fast = new TreeSet<>();
        for (JobOptions.Flag f : JobOptions.Flag.values()) {
            fast.addAll(f.names());
            for (String name : f.names()) {
                assertEquals(f, JobOptions.Flag.named(name), name);
                if (name.startsWith("--")) {
                    assertEquals(f.isSwitch() ? f : null, JobOptions.Flag.named("--no-" + name.substring(2)), name);
                }
            }
        }
        assertEquals(picocli, fast);
        // submit has the same job flags, without render's own -o and --templates
        Set<String> submit = new TreeSet<>();
        for (CommandLine.Model.OptionSpec o : new CommandLine(new SubmitCommand()).getCommandSpec().mixins().get("job").options()) {
            submit.addAll(List.of(o.names()));
        }
        fast.removeAll(List.of("-o", "--output", "--templates"));
        assertEquals(fast, submit);
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

    /** The fast path's status command holds what picocli would put in every field. */
    @Test
    void statusFieldsAreThoseOfPicocli() {
        for (String[] args : List.of(new String[] {"status"}, new String[] {"status", "12", "13"},
                new String[] {"status", "--json", "7"}, new String[] {"status", "7", "--json"}, new String[] {"status", "--all", "--json"})) {
            StatusCommand viaPicocli = new StatusCommand();
            new CommandLine(viaPicocli).parseArgs(java.util.Arrays.copyOfRange(args, 1, args.length));
            StatusCommand fast = FastPath.parseStatus(args);
            assertNotNull(fast);
            assertEquals(viaPicocli.ids, fast.ids);
            assertEquals(viaPicocli.last, fast.last);
            assertEquals(viaPicocli.json, fast.json);
            assertEquals(viaPicocli.all, fast.all);
            assertEquals(viaPicocli.slurmOptions.callTimeout, fast.slurmOptions.callTimeout);
            assertEquals(viaPicocli.slurmOptions.remote, fast.slurmOptions.remote);
            assertEquals(viaPicocli.slurmOptions.acceptNewHostKey, fast.slurmOptions.acceptNewHostKey);
        }
        // every other option of status goes to picocli
        for (CommandLine.Model.OptionSpec o : new CommandLine(new StatusCommand()).getCommandSpec().options()) {
            for (String name : o.names()) {
                if (!name.equals("--json") && !name.equals("--all")) {
                    assertNull(FastPath.parseStatus(new String[] {"status", name, "1"}), name);
                }
            }
        }
    }

    @Test
    void unusualInvocationsAreLeftToPicocli() {
        assertNull(FastPath.parseRender(new String[] {"render", "--help"}));
        assertNull(FastPath.parseRender(new String[] {"render", "--nodes", "x"}));
        assertNull(FastPath.parseRender(new String[] {"render", "--nodes"}));
        assertNull(FastPath.parseRender(new String[] {"render", "--nodez", "2"}));
        assertNull(FastPath.parseRender(new String[] {"render", "--env", "novalue"}));
        assertNotNull(FastPath.parseRender(new String[] {"render", "job.yaml", "--nodes=2", "--", "--help"}));
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
        if (slow.code() == 2 && FastPath.parseRender(a) != null) {
            assertEquals(slow.err(), fast.err(), "errors found after parsing are the same one line");
        }
    }
}
