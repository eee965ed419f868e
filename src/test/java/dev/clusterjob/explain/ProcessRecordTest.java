package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A record as the stand-ins write it: the simulation's own variables are not part of the process's environment. */
class ProcessRecordTest {
    @Test
    void dropsTheSimulationsOwnVariablesAndPathEntries() {
        ProcessRecord r = ProcessRecord.read("host=node2\nline=12\nvia=srun>torchrun\nscript=/x/job\n", List.of("python", "t.py"),
                Map.of("RANK", "3", "CJX_DIR", "/tmp/x", "CJX_UNKNOWN", "MASTER_ADDR,MASTER_PORT", "BASH_ENV", "/tmp/x/prelude.sh",
                        "PATH", "/opt/conda/bin:/tmp/x/bin:/tmp/x/tools"), List.of("/tmp/x/bin", "/tmp/x/tools"));
        assertEquals(Map.of("RANK", "3", "PATH", "/opt/conda/bin"), r.env());
        assertEquals(Set.of("MASTER_ADDR", "MASTER_PORT"), r.unknown());
        assertEquals(12, r.line());
        assertEquals("srun>torchrun", r.via());
        ProcessRecord bare = ProcessRecord.read("host=n\n", List.of(), Map.of("PATH", "/tmp/x/bin"), List.of("/tmp/x/bin"));
        assertEquals(ProcessRecord.LOGIN_PATH, bare.env().get("PATH"));
    }
}
