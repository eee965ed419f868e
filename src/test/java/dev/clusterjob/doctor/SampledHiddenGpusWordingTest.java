package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPUs a job's cgroup or container hides from it: nvidia-docker 1.x (the wrapper and its plugin) failing to open the GPUs through
 * NVML, as a devices cgroup that denies some of them makes it fail ("Insufficient Permissions"), with its log prefix, with the program's
 * path and behind the journal's prefix that names the host; nvidia-smi listing no GPU under a systemd scope whose device filter hides
 * them, NVML's "Unknown Error" in a container after a daemon-reload, and the NVIDIA hook refusing a cgroup v2 host, as users pasted
 * them. Near-misses: nvidia-docker's own progress lines, its NVML driver/library mismatch (the version rule's) and a lost GPU (the
 * GPU's), and a script that only greps for the error. Columns: the codes of the findings in order ("-": none), the first one's host
 * and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledHiddenGpusWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source (¦ since the texts hold " | ") */
    private static final String ROWS = """
            nvidia-docker run --rm -ti nvidia_particles\\nnvidia-docker | 2017/06/02 17:35:05 Error: nvml: Insufficient Permissions ¦ container.no-gpu-runtime ¦  ¦  ¦ nvidia-docker 1.0 main.go assert()'s "Error:" with bindings.go "nvml: %v" in a cgroup that denies two of four GPUs (nvidia-docker issue 393)
            /usr/bin/nvidia-docker | 2017/03/14 09:12:40 Error: nvml: Driver Not Loaded ¦ container.no-gpu-runtime ¦  ¦  ¦ the same with os.Args[0] as a path, NVML_ERROR_DRIVER_NOT_LOADED's text
            nvidia-docker | 2016/11/02 10:01:22 Error: could not load NVML library ¦ container.no-gpu-runtime ¦  ¦  ¦ bindings.go init_'s NVML_ERROR_LIBRARY_NOT_FOUND wording
            Jun 02 17:35:05 gpu07 nvidia-docker-plugin[2211]: /usr/bin/nvidia-docker-plugin | 2017/06/02 17:35:05 Error: nvml: Unknown Error ¦ container.no-gpu-runtime ¦ gpu07 ¦  ¦ nvidia-docker-plugin main.go's assert() in the journal, which names the host
            $ systemd-run --user --scope -p "Slice=user-1009.slice" nvidia-smi\\nRunning as unit: run-rb092d7d239094737a8a00efa0f716d9f.scope; invocation ID: f98439731c1c457aa1031b7d09caa599\\nNo devices were found ¦ torch.no-gpu ¦  ¦  ¦ nvidia-smi under a user slice whose sd_devices filter hides the GPUs (pytorch issue 190132)
            Sometimes `nvidia-smi` fails with the error: `Failed to initialize NVML: Unknown Error`. To reliably trigger the issue: ¦ container.no-gpu-runtime ¦  ¦  ¦ NVML's Unknown Error in a container after the host's daemon-reload, in prose (dstack issue 2601)
            ctr: failed to create shim: OCI runtime create failed: container_linux.go:380: starting container process caused: process_linux.go:545: container init caused: Running hook #0:: error running hook: exit status 1, stdout: , stderr: nvidia-container-cli: container error: cgroup subsystem devices not found: unknown ¦ container.no-gpu-runtime ¦  ¦  ¦ libnvidia-container before cgroup v2 support under containerd's ctr (konvoy-image-builder pull 152)
            nvidia-docker | 2017/06/02 17:35:05 Loading NVIDIA management library\\nnvidia-docker | 2017/06/02 17:35:05 Loading NVIDIA unified memory\\nnvidia-docker | 2017/06/02 17:35:05 Discovering GPU devices ¦ - ¦  ¦  ¦ negative: nvidia-docker's own progress lines before the container starts
            if nvidia-docker run --rm nvidia/cuda nvidia-smi 2>&1 | grep -q "Error: nvml: Insufficient Permissions"; then echo retry; fi ¦ - ¦  ¦  ¦ negative: a script that greps for the error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }
}
