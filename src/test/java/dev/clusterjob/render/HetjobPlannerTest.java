package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HetjobPlanner on its own: its refusals of spec settings (check) and the per-component plan (plan) of specs on the
 * long-run test profiles (src/test/resources/profiles/longrun-profiles.yaml: het-a 2 GPUs per node, het-b 1, another fabric).
 */
class HetjobPlannerTest {
    static final String HEAD = "name: het\nprofile_files: [" + PlanBuilderTest.PROFILES + "]\ncommand: [train.py]\n";
    static final String TWO = "components:\n  - {profile: het-a, nodes: 2, env: {ONLY_A: \"1\"}}\n"
            + "  - {profile: het-b, nodes: 1, sbatch: {partition: other}}\n";

    @TempDir
    Path dir;

    ResolvedJob job(String yaml) throws Exception {
        Path f = dir.resolve("het.yaml");
        Files.writeString(f, HEAD + yaml);
        return ResolvedJob.resolve(SpecBuilder.fromFile(f).build());
    }

    List<ComponentPlan> plan(String yaml) throws Exception {
        ResolvedJob j = job(yaml);
        return HetjobPlanner.plan(j.spec(), j.componentProfiles(), Launcher.TORCHRUN, JobSpec.LaunchMode.SRUN, "het");
    }

    String refusal(String yaml, JobSpec.Target target, Launcher launcher) throws Exception {
        JobSpec spec = job(yaml).spec();
        return assertThrows(ClusterjobException.class, () -> HetjobPlanner.check(spec, target, launcher)).getMessage();
    }

    @Test
    void eachComponentGetsItsOwnBlockWithJobWideOptionsInTheFirstOnly() throws Exception {
        List<ComponentPlan> c = plan("sbatch: {time: \"01:00:00\", output: run-%j.log}\n" + TWO);
        assertEquals(2, c.size());
        assertEquals(List.of("--job-name=het", "--partition=part-a", "--nodes=2", "--ntasks-per-node=1", "--output=run-%j.log",
                "--time=01:00:00"), PlanBuilderTest.texts(c.get(0).directives()).stream().map(t -> t.replace("#SBATCH ", "")).toList());
        List<String> second = PlanBuilderTest.texts(c.get(1).directives()).stream().map(t -> t.replace("#SBATCH ", "")).toList();
        assertEquals(List.of("--partition=other", "--nodes=1", "--ntasks-per-node=1", "--time=01:00:00"), second);
        assertEquals(2, c.get(0).gpusPerNode());
        assertEquals(1, c.get(1).gpusPerNode());
    }

    @Test
    void componentEnvGoesOverTheSpecsWhichGoesOverTheProfiles() throws Exception {
        List<ComponentPlan> c = plan("env: {SHARED: s}\n" + TWO);
        assertEquals("1", c.get(0).env().get("ONLY_A"));
        assertEquals("s", c.get(0).env().get("SHARED"));
        assertEquals("bond0", c.get(0).env().get("NCCL_SOCKET_IFNAME"));
        assertTrue(!c.get(1).env().containsKey("ONLY_A"));
        assertEquals("=ib0", c.get(1).env().get("NCCL_SOCKET_IFNAME"));
    }

    @Test
    void aDerivedVariableInAComponentsEnvIsRefusedThere() throws Exception {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> plan(
                "components:\n  - {profile: het-a, nodes: 2, env: {MASTER_PORT: \"29500\"}}\n  - {profile: het-b, nodes: 1}\n"));
        assertTrue(e.getMessage().contains("env.MASTER_PORT: derived at run time"), e.getMessage());
    }

    @Test
    void componentsMustShareModulesAndRunNoContainer() throws Exception {
        String modules = assertThrows(ClusterjobException.class, () -> plan(
                "components:\n  - {profile: het-a, nodes: 1}\n  - {profile: modules-b, nodes: 1}\n")).getMessage();
        assertTrue(modules.contains("components[1]: profile modules-b loads modules [cuda/12.4], component 0 loads []"), modules);
        String box = assertThrows(ClusterjobException.class, () -> plan(
                "components:\n  - {profile: boxed, nodes: 1}\n  - {profile: het-b, nodes: 1}\n")).getMessage();
        assertTrue(box.contains("container runtime apptainer is not supported in a heterogeneous job"), box);
    }

    @Test
    void checkRefusesWhatTheScriptCannotDoAcrossComponents() throws Exception {
        assertTrue(refusal(TWO, JobSpec.Target.MPIRUN, Launcher.MPIRUN).contains("a heterogeneous job needs Slurm"));
        assertTrue(refusal(TWO, JobSpec.Target.SBATCH, Launcher.DEEPSPEED).contains("launcher deepspeed is not supported"));
        assertTrue(refusal("preflight: true\n" + TWO, JobSpec.Target.SBATCH, Launcher.TORCHRUN).contains("preflight: does not run"));
        assertTrue(refusal("gpus_per_node: 2\n" + TWO, JobSpec.Target.SBATCH, Launcher.TORCHRUN)
                .contains("gpus_per_node: a job with components: sets gpus_per_node in each component"));
        HetjobPlanner.check(job(TWO).spec(), JobSpec.Target.SBATCH, Launcher.SRUN); // no refusal
    }
}
