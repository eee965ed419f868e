package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A container whose own init process its memory cgroup killed before the program ran (issue 26): runc's and crun's wordings as
 * Docker, containerd, the kubelet and a container service pass them on, read as host memory (slurm.oom, CODES.md's host-memory
 * rule), with host names of several shapes; the codes of the findings in order, the host and peer of the first.
 */
class ContainerInitOomWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            docker: Error response from daemon: OCI runtime create failed: container_linux.go:380: starting container process caused: container init was OOM-killed (memory limit too low?): unknown. | slurm.oom |  |  | runc 1.0 (container_linux.go:380) through Docker's CLI
            Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: container init was OOM-killed (memory limit too low?) | slurm.oom |  |  | runc 1.1+ through containerd, as the kubelet's StartError event says it
            gpu-node-03: Warning  Failed     12s   kubelet  Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: container init was OOM-killed (memory limit too low?): unknown | slurm.oom | gpu-node-03 |  | kubectl describe pod's event behind pdsh's prefix
            Dec 05 03:00:00 node12.cluster.example.org dockerd[1042]: time="2026-12-05T03:00:00.000000000Z" level=error msg="Handler for POST /v1.43/containers/abc/start returned error: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: container init was OOM-killed (memory limit too low?): unknown" | slurm.oom | node12.cluster.example.org |  | dockerd's journal line (runc 1.1, containerd 1.7), a node name with its domain
            stoppedReason: CannotStartContainerError: Error response from daemon: OCI runtime create failed: container_linux.go:380: starting container process caused: container init was OOM-killed (memory limit too low?): unknown | slurm.oom |  |  | runc 1.0 as ECS gives a stopped task's reason
            2021-03-23T08:47:08.000722463Z: OOM: the memory limit could be too low | slurm.oom |  |  | crun 0.19+ (its OOM heuristic after init died), with crun's time stamp
            10.1.2.3: Error: OCI runtime error: crun: OOM: the memory limit could be too low | slurm.oom | 10.1.2.3 |  | crun through podman, behind an address as pdsh's prefix
            Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error setting cgroup config for procHooks process: unable to set memory limit to 4194304 (current usage: 5226496, peak usage: 5226496): unknown | container.create-failed |  |  | runc's refusal of a limit below the usage at start (no OOM kill): not this rule, containerd's start failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
