package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Cloud Slurm clusters whose nodes do not come up (issue 26): the cloud's capacity and quota refusals as AWS ParallelCluster's resume
 * plugin (node reasons, slurm_resume.log's RunInstances and CreateFleet errors), slurm-gcp (the "GCP Error: " reason and admin comment,
 * Compute Engine's codes) and Azure CycleCloud's azslurm print them; Slurm's ResumeTimeout and its "Not responding" node in slurmctld's
 * log, sinfo and scontrol, as users paste them (prefixes, markdown, prose). One row per wording and release, host names of several
 * shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class CloudSlurmPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [2025-10-30T12:16:05.106] update_node: node queue1-dy-p5-48xlarge-3 reason set to: (Code:InsufficientInstanceCapacity)Failure when resuming nodes - Check the slurm_resume log for EC2 error codes | cloud.capacity | queue1-dy-p5-48xlarge-3 |  | aws-parallelcluster-node 3.14 resume.py reason "(Code:%s)Failure when resuming nodes" with its pointer to slurm_resume, in slurmctld's update_node line
            headnode: [2023-01-31T21:24:55.001] update_node: node gpu-st-p4d-2 reason set to: (Code:InsufficientReservedInstanceCapacity)Failure when resuming nodes | cloud.capacity | gpu-st-p4d-2 |  | the same for a capacity reservation (3.x), behind pdsh's prefix: the node the line names, not the prefix's
               Reason=(Code:InsufficientHostCapacity)Failure when resuming nodes [root@2024-03-01T10:00:00] | cloud.capacity |  |  | the same reason as scontrol show node prints it (a dedicated host without room)
            The requested nodes are `down#` with `(Code:InsufficientInstanceCapacity)Failure when resuming nodes`. | cloud.capacity |  |  | the reason quoted in markdown inside a sentence
            (Code:MaxSpotInstanceCountExceeded)Temporarily disabling node due to insufficient capacity  root  2024-05-02T09:00:00 spot-dy-g5-2 | cloud.capacity |  |  | aws-parallelcluster-node 3.2+ clustermgtd's reason for the other nodes of the compute resource, in sinfo -R's REASON column
            2024-05-02 09:00:01,318 - [slurm_plugin.instance_manager:add_instances_for_nodes] - ERROR - Encountered exception when launching instances for nodes (x2) ['train-dy-p5-1', 'train-dy-p5-2']: An error occurred (VcpuLimitExceeded) when calling the RunInstances operation (reached max retries: 1): You have requested more vCPU capacity than your current vCPU limit of 32 allows | cloud.capacity | train-dy-p5-1 |  | aws-parallelcluster-node 2.9-3.x instance_manager.py "Encountered exception when launching instances for nodes %s: %s" with botocore's "An error occurred (%s) when calling the %s operation": a quota, the first node named
            2023-11-14 11:36:33,660 - 48010 - [slurm_plugin.fleet_manager:_launch_instances] - ERROR - JobID 17 - Error in CreateFleet request (9b17efda-0000): InsufficientInstanceCapacity - We currently do not have sufficient p5.48xlarge capacity in the Availability Zone you requested (us-east-2a). | cloud.capacity |  |  | aws-parallelcluster-node 3.3+ fleet_manager.py "Error in CreateFleet request (%s): %s - %s" (job-level scaling names the job, not the node)
            Failed to launch: We currently do not have sufficient g5.12xlarge capacity in the Availability Zone you requested (eu-west-1b). | cloud.capacity |  |  | EC2's InsufficientInstanceCapacity text alone, quoted by any launcher
            An error occurred (InsufficientInstanceCapacity) when calling the RunInstances operation: There is no Spot capacity available that matches your request. | cloud.capacity |  |  | EC2's spot wording of the same code through botocore
            [2025-01-10T08:00:01.123] update_node: node a3mega-a3meganodeset-12 reason set to: GCP Error: ZONE_RESOURCE_POOL_EXHAUSTED: The zone 'projects/p/zones/us-central1-a' does not have enough resources available to fulfill the request. | cloud.capacity | a3mega-a3meganodeset-12 |  | slurm-gcp v6 resume.py down_nodes_notify_jobs reason "GCP Error: %s" with Compute Engine's stockout
            [2024-11-06T11:23:46.199] update_node: node hpc-c4nodeset-1 reason set to: GCP Error: Quota CPUS_PER_VM_FAMILY exceeded. Limit: 12.0 in region europe-west4. | cloud.capacity | hpc-c4nodeset-1 |  | slurm-gcp v6 resume.py: the same reason for a quota (Compute Engine's "Quota %s exceeded. Limit: %s in region %s.")
               Reason=GCP Error: QUOTA_EXCEEDED: Quota 'NVIDIA_H100_GPUS' exceeded. Limit: 8.0 in region us-central1. [slurm@2025-01-10T08:00:02] | cloud.capacity |  |  | the same reason as scontrol show node prints it
            [2024-11-06T11:23:46.189] _update_job: setting admin_comment to GCP Error: Quota CPUS exceeded. Limit: 24.0 in region europe-west4. for JobId=7 | cloud.capacity |  |  | slurm-gcp v6 resume.py's job admin comment (no node named)
            2025-02-01 10:00:00,000 ERROR: bulkInsert operation failed: ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS | cloud.capacity |  |  | Compute Engine's operation error code ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS as a resume log names it
            Error 'Failed to allocate node hpc-pg0-7 in bucket 1234abcd (partition=hpc): expected 1 node, got 0. Reasons: Bucket NodeBucket(hpc, available=0, size=Standard_ND96isr_H100_v5, id=1234abcd) does not have capacity: Required=1 Available=0': See the rest in the log file | cloud.capacity | hpc-pg0-7 |  | Azure cyclecloud-slurm 3.x azslurm resume "Failed to allocate node %s in bucket %s (partition=%s): expected %d node, got %d. Reasons: ..."
            The VM could not be created: Allocation failed. We do not have sufficient capacity for the requested VM size in this region. (Code: AllocationFailed) | cloud.capacity |  |  | Azure Compute's AllocationFailed as CycleCloud's node status quotes it
            [2024-12-03T00:40:15.017] node gpu-nodeset-1048 not resumed by ResumeTimeout(2400) - marking down and power_save | slurm.launch-failed | gpu-nodeset-1048 |  | Slurm 20.11-22.05 slurmctld power_save.c "node %s not resumed by ResumeTimeout(%d) - marking down and power_save"
            [2025-02-01T00:10:00.000] node ip-10-0-1-23 not resumed by ResumeTimeout(600), setting DOWN and POWERED_DOWN | slurm.launch-failed | ip-10-0-1-23 |  | Slurm 23.02-25.x power_save.c "node %s not resumed by ResumeTimeout(%d), setting DOWN and POWERED_DOWN"
            REASON               USER      TIMESTAMP           NODELIST\\nResumeTimeout reached slurm     2025-02-01T00:10:00 cloud-gpu-[3-4] | slurm.launch-failed | cloud-gpu-[3-4] |  | Slurm 20.11-25.x node reason "ResumeTimeout reached" in sinfo -R
            [2016-06-09T22:10:11.000] error: Nodes compute[001-011] not responding, setting DOWN | slurm.node-fail | compute[001-011] |  | Slurm 2.x-25.x slurmctld ping_nodes.c "Nodes %s not responding, setting DOWN"
            NODELIST    NODES PARTITION       STATE CPUS    S:C:T MEMORY TMP_DISK WEIGHT AVAIL_FE REASON\\nc4-node-07      1     gpu*       down*   96   2:48:1 385000        0      1   (null) Not responding | slurm.node-fail | c4-node-07 |  | Slurm sinfo -lNe: a node down and not responding ('*'), reason "Not responding"
            NODELIST    NODES PARTITION       STATE CPUS    S:C:T MEMORY TMP_DISK WEIGHT FEATURES REASON\\ngpu-a-01      1     main*       down*   12   12:1:1  64267        0      1   (null) Not responding\\ngpu-a-02      1     main*       down*   12   12:1:1  64267        0      1   (null) Not responding | slurm.node-fail,slurm.node-fail | gpu-a-01 |  | sinfo -lNe rows of one width, which doctor reads as one wrapped line: each row a finding, the first row's node first
            Not responding       slurm     2024-05-01T10:00:00 node12.cluster.example.org | slurm.node-fail | node12.cluster.example.org |  | Slurm sinfo -R: REASON USER TIMESTAMP NODELIST
            $ scontrol show node use1-dy-g5-3\\nNodeName=use1-dy-g5-3 Arch=x86_64 CoresPerSocket=1\\n   CPUAlloc=0 CPUTot=8 CPULoad=N/A\\n   State=DOWN+CLOUD+NOT_RESPONDING ThreadsPerCore=2 TmpDisk=0 Weight=1 Owner=N/A MCS_label=N/A\\n   Reason=Not responding [slurm@2024-05-01T10:00:00] | slurm.node-fail | use1-dy-g5-3 |  | Slurm 14.x-25.x scontrol show node: a DOWN node flagged NOT_RESPONDING, named by NodeName=
            NodeName=q1-dy-c5-1 Arch=x86_64 CoresPerSocket=1\\n   State=IDLE+CLOUD+NOT_RESPONDING+POWERING_UP ThreadsPerCore=1 TmpDisk=0 Weight=1 | - |  |  | a cloud node still powering up is NOT_RESPONDING until it registers: no finding
            NODELIST    NODES PARTITION       STATE CPUS    S:C:T MEMORY TMP_DISK WEIGHT AVAIL_FE REASON\\nq1-dy-c-1-1      1     q1*       idle~   96   2:48:1 385000        0      1   (null) none | - |  |  | a powered-down cloud node (idle~) is no fault
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
