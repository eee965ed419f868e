package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** render and submit run the knowledge base on the job's merged env, check sbatch option names and the GPU count. */
class RenderKnowledgeTest {
    @Test
    void aVariableThatDoesNotExistStopsTheRenderAndWritesNothing(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: 2\nenv:\n  NCCL_TIMEOUT: '1800'\ncommand: [a.py]\noutput: job.sbatch\n");
        Cli.Result r = Cli.run("render", spec.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(spec + ":4: error env.not-real NCCL_TIMEOUT: NCCL_TIMEOUT does not exist"), r.err());
        assertTrue(r.err().contains("--allow-finding env.not-real:NCCL_TIMEOUT"), r.err());
        assertFalse(Files.exists(dir.resolve("job.sbatch")), "a refused render writes no file");
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temporary file either");
        }
    }

    @Test
    void anInvalidValueFromAFlagIsAnError() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--env", "NCCL_PROTO=bogus", "--", "a.py");
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains("--env: error env.invalid-value NCCL_PROTO: NCCL_PROTO=bogus"), r.err());
    }

    @Test
    void theUserOptsOutWithTheFlagOrTheSpecKey(@TempDir Path dir) throws IOException {
        Cli.Result flag = Cli.run("render", "--profile", "tcp", "--env", "NCCL_TIMEOUT=1800",
                "--allow-finding", "env.not-real:NCCL_TIMEOUT", "--allow-finding", "profile.site-values", "--", "a.py");
        assertEquals(0, flag.code(), flag.err());
        assertEquals("", flag.err(), "an accepted finding is not printed");
        assertTrue(flag.out().contains("export NCCL_TIMEOUT=1800"));
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nenv:\n  NCCL_TIMEOUT: '1800'\nallow_findings: [env.not-real]\ncommand: [a.py]\n");
        Cli.Result key = Cli.run("render", spec.toString());
        assertEquals(0, key.code(), key.err());
        Cli.Result other = Cli.run("render", "--profile", "tcp", "--env", "NCCL_TIMEOUT=1800",
                "--allow-finding", "env.not-real:NCCL_OTHER", "--", "a.py");
        assertEquals(2, other.code(), "an entry naming another variable accepts nothing here");
    }

    @Test
    void aMisspeltAllowEntryIsBadInput(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nallow_findings: [env.not-rea]\ncommand: [a.py]\n");
        Cli.Result r = Cli.run("render", spec.toString());
        RenderCommandTest.oneLineError(r, spec + ":2: allow_findings: 'env.not-rea' is not CODE or CODE:VARIABLE");
        assertTrue(r.err().contains("did you mean 'env.not-real'"), r.err());
    }

    @Test
    void warningsArePrintedAndTheRenderGoesOn() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--env", "NCCL_DEBUG=INFO", "--", "a.py");
        assertEquals(0, r.code(), r.err());
        assertEquals(1 + 2, r.err().lines().count(), "the site-values line, then the warning and its hint: " + r.err());
        assertTrue(r.err().contains("--env: warning env.debug-only NCCL_DEBUG"), r.err());
        assertTrue(r.out().contains("export NCCL_DEBUG=INFO"));
    }

    @Test
    void theBuiltInProfilesDeliberateSettingsAreNotReported() {
        for (String p : List.of("h800", "instinct", "tcp")) {
            Cli.Result r = Cli.run("render", "--profile", p, "--nodes", "2", "--allow-finding", "profile.site-values", "--", "a.py");
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err(), p + ": NCCL_IB_DISABLE=0 (and every other built-in setting) is no noise");
        }
    }

    /** A built-in's site values used as they are get ONE line pointing at clusterjob probe. */
    @Test
    void aBuiltInsSiteValuesUsedUnchangedGetOneLine() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--nodes", "2", "--", "src/train.py", "--stage", "sft");
        assertEquals(0, r.code(), r.err());
        assertEquals("clusterjob: profile h800: warning profile.site-values: built-in profile h800 (\"8 x NVIDIA H800 per node, RoCE v2 with"
                + " GPUDirect RDMA\") sets one site's GLOO_SOCKET_IFNAME=bond0 NCCL_IB_GID_INDEX=3 NCCL_IB_HCA==mlx5_0,mlx5_1"
                + " NCCL_SOCKET_IFNAME=bond0, used unchanged: 'clusterjob probe --partition gpu -o site.yaml' writes your cluster's"
                + " (docs/probe.md); --allow-finding profile.site-values hides this\n", r.err());
        assertTrue(r.out().startsWith("#!/bin/bash\n") && !r.out().contains("site-values"), "the script on stdout stays clean");
        Cli.Result some = Cli.run("render", "--profile", "instinct", "--env", "NCCL_IB_HCA==mlx5_bond_0", "--env", "NCCL_SOCKET_IFNAME=ib0",
                "--", "a.py");
        assertTrue(some.err().contains("sets one site's GLOO_SOCKET_IFNAME=bond0 NCCL_IB_GID_INDEX=3, used unchanged:"
                + " 'clusterjob probe --partition gpu"), "only the values still unchanged: " + some.err());
        Cli.Result tcp = Cli.run("render", "--profile", "tcp", "--", "a.py");
        assertTrue(tcp.err().contains("'clusterjob probe --partition PARTITION -o site.yaml'"), "tcp has no partition: " + tcp.err());
        Cli.Result show = Cli.run("profiles", "show", "h800");
        assertTrue(show.out().contains("\n      NCCL_IB_GID_INDEX: \"3\"   # from h800 (one site's value: check yours with clusterjob probe)\n"),
                show.out());
        assertTrue(show.out().contains("\n      NCCL_DEBUG: \"WARN\"   # from h800\n"), "not a site's value: " + show.out());
        assertEquals(4, show.out().lines().filter(l -> l.contains("one site's value")).count(), show.out());
    }

    @Test
    void aProfileOfOnesOwnOrEveryValueSetSaysNothing(@TempDir Path dir) throws IOException {
        Path pf = dir.resolve("site.yaml");
        Files.writeString(pf, "profiles:\n  mine:\n    extends: h800\n    env:\n      NCCL_IB_HCA: '=mlx5_bond_0'\n"
                + "  h800:\n    extends: h800\n");
        for (String p : List.of("mine", "h800")) {
            Cli.Result r = Cli.run("render", "--profile-file", pf.toString(), "--profile", p, "--", "a.py");
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err(), p + " is the site's own profile (even where it keeps the built-in's values)");
        }
        Cli.Result all = Cli.run("render", "--profile", "tcp", "--env", "NCCL_SOCKET_IFNAME=eth1", "--env", "GLOO_SOCKET_IFNAME=eth1",
                "--", "a.py");
        assertEquals("", all.err(), "every site value set for the job");
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: h800\nallow_findings: [profile.site-values]\ncommand: [a.py]\n");
        assertEquals("", Cli.run("render", spec.toString(), "-o", "-").err(), "the spec allows it");
    }

    @Test
    void anUnknownSbatchOptionIsBadInputWithDidYouMean(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nsbatch:\n  tiem: '01:00:00'\ncommand: [a.py]\noutput: job.sbatch\n");
        Cli.Result r = Cli.run("render", spec.toString());
        RenderCommandTest.oneLineError(r, spec + ":3: sbatch.tiem: sbatch has no option --tiem (did you mean 'time'?)");
        assertFalse(Files.exists(dir.resolve("job.sbatch")));
    }

    @Test
    void pluginOptionsPassWhenNamedOrWithPyxis(@TempDir Path dir) throws IOException {
        Cli.Result refused = Cli.run("render", "--profile", "tcp", "--sbatch", "container-image=nvcr.io/nvidia/pytorch:24.05-py3", "--", "a.py");
        RenderCommandTest.oneLineError(refused, "--sbatch: sbatch.container-image: sbatch has no option --container-image");
        Cli.Result named = Cli.run("render", "--profile", "tcp", "--sbatch", "container-image=nvcr.io/nvidia/pytorch:24.05-py3",
                "--sbatch-plugin-option", "container-image", "--", "a.py");
        assertEquals(0, named.code(), named.err());
        assertTrue(named.out().contains("#SBATCH --container-image=nvcr.io/nvidia/pytorch:24.05-py3\n"));
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nsbatch_plugin_options: [site-burst]\nsbatch:\n  site-burst: 'yes'\ncommand: [a.py]\n");
        assertEquals(0, Cli.run("render", spec.toString()).code());
        Cli.Result pyxis = Cli.run("render", "--profile", "tcp", "--container-runtime", "pyxis", "--container-image", "img:1",
                "--sbatch", "container-mounts=/data:/data", "--", "a.py");
        assertEquals(0, pyxis.code(), pyxis.err());
    }

    @Test
    void moreGpusPerNodeThanTheProfileHasIsAnError() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--gpus-per-node", "16", "--", "a.py");
        RenderCommandTest.oneLineError(r, "--gpus-per-node: gpus_per_node: 16 is more than the 8 GPUs per node of profile h800");
        assertEquals(0, Cli.run("render", "--profile", "h800", "--gpus-per-node", "4", "--", "a.py").code());
    }

    @Test
    void submitRefusesTheSameJobBeforeSbatch(@TempDir Path dir) throws IOException {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nenv:\n  NCCL_TIMEOUT: '1800'\ncommand: [a.py]\n");
        Cli.Result r = Cli.run("submit", "--dry-run", spec.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("error env.not-real NCCL_TIMEOUT"), r.err());
        assertFalse(r.out().contains("#!/bin/bash"), "nothing printed as if it would be submitted");
    }

    /** Every checked-in rendered example lints clean at warning level and above (infos of deliberate settings included). */
    @Test
    void lintOnEveryRenderedExamplePrintsNothingAtWarningOrAbove() throws IOException {
        List<String> scripts = new ArrayList<>();
        for (String d : List.of("slurm-examples", "mpi-examples")) {
            try (Stream<Path> s = Files.list(Path.of(d))) {
                s.filter(p -> p.toString().endsWith(".sbatch") || p.toString().endsWith(".sh")).sorted().forEach(p -> scripts.add(p.toString()));
            }
        }
        assertTrue(scripts.size() >= 10, "" + scripts);
        List<String> args = new ArrayList<>(List.of("lint"));
        args.addAll(scripts);
        Cli.Result r = Cli.run(args.toArray(new String[0]));
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().strip().startsWith("0 errors, 0 warnings, 0 info in " + scripts.size() + " files"), r.out());
    }
}
