package dev.clusterjob.slurm;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Inputs written from the 22.05 scontrol show job layout (slurm_sprint_job_info), not captured. */
class ScontrolTest {
    static final String FAILED = """
            JobId=13 JobName=hello world
               UserId=alice(1000) GroupId=alice(1000) MCS_label=N/A
               Priority=4294901747 Nice=0 Account=(null) QOS=(null)
               JobState=FAILED Reason=NonZeroExitCode Dependency=(null)
               Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode=3:0
               RunTime=00:00:02 TimeLimit=UNLIMITED TimeMin=N/A
               SubmitTime=2025-11-30T04:40:01 EligibleTime=2025-11-30T04:40:01
               Partition=gpu AllocNode:Sid=host:1234
               ReqNodeList=(null) ExcNodeList=(null)
               NodeList=node[1-2]
               BatchHost=node1
               NumNodes=2 NumCPUs=2 NumTasks=2 CPUs/Task=1 ReqB:S:C:T=0:0:*:*
               TRES=cpu=2,node=2,billing=2
               Features=(null) DelayBoot=00:00:00
               Command=/tmp/my jobs/job.sh
               WorkDir=/tmp/my jobs
               Comment=clusterjob:1b4e28ba
               StdErr=/tmp/my jobs/hello world-13.err
               StdIn=/dev/null
               StdOut=/tmp/my jobs/hello world-13.out
               Power=
            """;

    @Test
    void parsesTheFieldsFollowNeeds() {
        JobInfo j = Scontrol.parseJobs(FAILED).get(0);
        assertEquals("13", j.id());
        assertEquals("hello world", j.name());
        assertEquals(JobState.FAILED, j.state());
        assertEquals("NonZeroExitCode", j.reason());
        assertEquals(new ExitStatus(3, 0), j.exit());
        assertEquals("00:00:02", j.elapsed());
        assertEquals(2, j.nodes());
        assertEquals("node[1-2]", j.nodeList());
        assertEquals("/tmp/my jobs/hello world-13.out", j.stdout());
        assertEquals("/tmp/my jobs/hello world-13.err", j.stderr());
        assertEquals("/tmp/my jobs", j.workDir());
        assertEquals("clusterjob:1b4e28ba", j.comment());
        assertEquals("alice", j.user());
    }

    @Test
    void keyValueSplitKeepsValuesWithEqualsSigns() {
        Map<String, String> r = Scontrol.parseRecords(FAILED).get(0);
        assertEquals("cpu=2,node=2,billing=2", r.get("TRES"));
        assertEquals("0:0:*:*", r.get("ReqB:S:C:T"));
        assertEquals("1", r.get("CPUs/Task"));
        assertEquals("(null)", r.get("Features"));
        assertEquals("00:00:00", r.get("DelayBoot"));
        assertEquals("", r.get("Power"));
    }

    @Test
    void severalRecordsAndArrayTasks() {
        String two = """
                JobId=20 ArrayJobId=20 ArrayTaskId=1 JobName=a
                   JobState=PENDING Reason=Priority Dependency=(null)
                   NodeList=(null)

                JobId=21 JobName=b
                   JobState=RUNNING Reason=None Dependency=(null)
                """;
        List<JobInfo> jobs = Scontrol.parseJobs(two);
        assertEquals(2, jobs.size());
        assertEquals("20_1", jobs.get(0).id());
        assertNull(jobs.get(0).nodeList());
        assertEquals("Priority", jobs.get(0).reason());
        assertEquals(JobState.RUNNING, jobs.get(1).state());
        assertNull(jobs.get(1).reason());
    }

    @Test
    void argv() {
        assertEquals(List.of("scontrol", "show", "job", "13"), Scontrol.showJobArgv("13"));
    }

    /** Real {@code scontrol show config} of the 22.05 testbed (captures/slurm/scontrol-show-config.txt). */
    @Test
    void clusterNameFromARealShowConfig() {
        String text = dev.clusterjob.testing.Captures.slurm("scontrol-show-config.txt");
        assertEquals("clusterjob", Scontrol.clusterName(text));
        Map<String, String> config = Scontrol.parseConfig(text);
        assertEquals("22.05.8", config.get("SLURM_VERSION"));
        assertEquals("vm(10.77.0.1)", config.get("SlurmctldHost[0]"));
        assertEquals("(null)", config.get("AuthAltTypes"));
        assertEquals(false, config.containsKey("Configuration data as of 2026-12-03T09:32:55"));
        assertNull(Scontrol.clusterName("ClusterName             = (null)\n"));
        assertNull(Scontrol.clusterName("slurm_load_ctl_conf error\n"));
    }

    /**
     * {@code scontrol show partition} as the testbed's real Slurm 22.05 and 24.11 printed it (captures/sweep, instances 29, 30):
     * one record per PartitionName, keys several to a line (partitions themselves are read with sinfo, {@link Sinfo}).
     */
    @Test
    void partitionRecordsSplitAtEachPartitionName() throws Exception {
        for (String v : List.of("22.05", "24.11")) {
            List<Map<String, String>> records = Scontrol.parseRecords(java.nio.file.Files.readString(
                    java.nio.file.Path.of("src/test/resources/captures/sweep/scontrol-show-partition-" + v + ".txt")));
            assertEquals(List.of("gpu", "debug"), records.stream().map(r -> r.get("PartitionName")).toList(), v);
            assertEquals(List.of("YES", "NO"), records.stream().map(r -> r.get("Default")).toList(), v);
            assertEquals(List.of("3", "3"), records.stream().map(r -> r.get("TotalNodes")).toList(), v);
            assertEquals("FORCE:16", records.get(1).get("OverSubscribe"), v);
        }
    }
}
