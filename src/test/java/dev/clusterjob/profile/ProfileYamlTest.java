package dev.clusterjob.profile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ProfileYaml's promise: the file it prints defines the same profile without extends. Checked by reading the printed
 * file back for every built-in profile and every profile of the test profile files (containers, gates, modules, login).
 */
class ProfileYamlTest {
    static final List<Path> FILES = List.of(Path.of("src/test/resources/profiles/longrun-profiles.yaml"),
            Path.of("src/test/resources/profiles/test-profiles.yaml"));

    /** The fields a profile file sets (not its name's history: chain, envSetBy, envOrigins). */
    static List<Object> fields(ResolvedProfile p) {
        return List.of(String.valueOf(p.description()), String.valueOf(p.partition()), p.gpusPerNode(), String.valueOf(p.cpusPerGpu()),
                p.gpuVendor(), p.requestGpus(), p.sbatch(), p.env(), p.modules(), p.login(), p.preflight(), String.valueOf(p.gate()),
                p.container(), p.setup());
    }

    @Test
    void thePrintedFileDefinesTheSameProfile(@TempDir Path dir) throws Exception {
        ProfileCatalog catalog = ProfileCatalog.load(FILES);
        List<String> checked = new ArrayList<>();
        for (String name : catalog.names()) {
            ResolvedProfile p = catalog.resolve(name, "test");
            String yaml = ProfileYaml.write(p);
            assertFalse(yaml.contains("extends:"), yaml);
            Path f = dir.resolve("flat-" + checked.size() + ".yaml");
            Files.writeString(f, yaml.replace("profiles:\n  " + name + ":\n", "profiles:\n  flat-" + name + ":\n"));
            ResolvedProfile back = ProfileCatalog.load(List.of(f)).resolve("flat-" + name, "test");
            assertEquals(fields(p), fields(back), name + ":\n" + yaml);
            checked.add(name);
        }
        assertTrue(checked.containsAll(List.of("h800", "tcp", "instinct", "boxed", "pyxis-cpu", "gated", "modules-b")), checked.toString());
    }

    @Test
    void theHeaderNamesTheChainAndEnvLinesTheirProfile() {
        ResolvedProfile boxed = ProfileCatalog.load(FILES).resolve("boxed", "test");
        String yaml = ProfileYaml.write(boxed);
        assertTrue(yaml.startsWith("# profile boxed, merged from: " + String.join(" -> ", boxed.chain()) + "\nprofiles:\n  boxed:\n"), yaml);
        assertTrue(yaml.contains("      NCCL_SOCKET_IFNAME: \"bond0\"   # from het-a\n"), yaml);
        assertTrue(yaml.contains("    container:\n      runtime: apptainer\n      image: \"/images/base.sif\"\n"), yaml);
    }

    @Test
    void aBuiltinsSiteValuesAreMarkedAsGuessesOnlyInBuiltins() {
        ProfileCatalog catalog = ProfileCatalog.load(FILES);
        ResolvedProfile h800 = catalog.resolve("h800", "test");
        String env = h800.env().keySet().iterator().next();
        String marked = ProfileYaml.write(h800, Set.of(env));
        assertTrue(marked.contains(env + ": ") && marked.contains("(one site's value: check yours with clusterjob probe)"), marked);
        ResolvedProfile hetA = catalog.resolve("het-a", "test");
        assertFalse(ProfileYaml.write(hetA, Set.of("NCCL_SOCKET_IFNAME")).contains("one site's value"));
    }
}
