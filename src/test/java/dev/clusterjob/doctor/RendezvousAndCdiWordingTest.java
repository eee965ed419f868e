package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * Issue 26: two families that had no rule, from the tools' format strings: torch elastic's
 * RendezvousClosedError (rendezvous/api.py, 1.9-2.11), a CDI spec naming a device node the host lacks
 * (container-device-interface's "failed to stat CDI host device %q: %w"). One row per wording, negative rows
 * included: the codes of the findings in order ("-": none), the host and peer of the first; the last column names the
 * file and versions. {@code \n} in a row is a line break.
 */
class RendezvousAndCdiWordingTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torch.distributed.elastic.rendezvous.api.RendezvousClosedError | torch.rendezvous-closed | | | rendezvous/api.py (1.9-2.11): the exception line of class RendezvousClosedError, raised without a message
            RendezvousClosedError | torch.rendezvous-closed | | | the same, as the bare class name (the error handler's JSON, a pasted summary)
            ERROR:torch.distributed.elastic.multiprocessing.errors.error_handler:{\\n  "message": {\\n    "message": "RendezvousClosedError: ", | torch.rendezvous-closed | | | elastic multiprocessing/errors error_handler (1.9-1.13): the error file's JSON, "%s: %s" of the class and its empty message
            [rank1]: torch.distributed.elastic.rendezvous.api.RendezvousClosedError | torch.rendezvous-closed | | | the same, behind torch 2.3+'s rank prefix
            INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous'ing worker group | - | | | agent/server/api.py (1.9-2.0): info("[%s] Rendezvous'ing worker group"), not a failure
            INFO:torch.distributed.elastic.agent.server.api:[default] Rendezvous complete for workers. Result: | - | | | agent/server/api.py (1.9-2.0): info, not a failure
            docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: failed to inject CDI devices: failed to inject devices: failed to stat CDI host device "/dev/nvidia3": no such file or directory: unknown. | container.no-gpu-runtime | | | container-device-interface pkg/cdi container-edits.go (v0.5-v1.0) "failed to stat CDI host device %q: %w" through containerd's "error modifying OCI spec: failed to inject CDI devices: %w" and docker's daemon error
            Error: setting up CDI devices: failed to inject devices: failed to stat CDI host device "/dev/dri/renderD128": no such file or directory | container.no-gpu-runtime | | | the same through podman (4.x-5.x) "setting up CDI devices: %w"
            Warning  Failed  12s  kubelet  Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: failed to inject CDI devices: failed to inject devices: failed to stat CDI host device \\"/dev/nvidia-caps/nvidia-cap1\\": no such file or directory: unknown | container.no-gpu-runtime | | | the same in a kubectl describe event, the quotes escaped
            INFO[0000] Generated CDI spec with version 0.8.0 | - | | | nvidia-ctk cdi generate (1.14-1.17): an info line, not a failure
            INFO:    Converting SIF file to temporary sandbox... | - | | | Apptainer 1.x: an info line, not a failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }

    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachWording(String text, String codes, String host, String peer, String source) throws IOException {
        List<Finding> fs = WordingRow.diagnose(DOCTOR, text);
        WordingRow.assertReads(fs, codes, host, peer, source);
    }
}
