package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ContainerSettings read from container: blocks (the values of the long-run test profiles) and merged along a chain. */
class ContainerSettingsTest {
    static ContainerSettings parse(String yaml) {
        YamlNode.Mapping m = (YamlNode.Mapping) YamlReader.parse("job.yaml", yaml);
        return ContainerSettings.parse(m.get("container"), "container");
    }

    static String refusal(String yaml) {
        return assertThrows(ClusterjobException.class, () -> parse(yaml)).getMessage();
    }

    @Test
    void readsRuntimeImageAndMounts() {
        ContainerSettings c = parse("container:\n  runtime: pyxis\n  image: \"nvcr.io#nvidia/pytorch:24.05-py3\"\n  mounts: [/data:/data:ro, /scratch]\n");
        assertEquals(new ContainerSettings(ContainerSettings.Runtime.PYXIS, "nvcr.io#nvidia/pytorch:24.05-py3", List.of("/data:/data:ro", "/scratch")), c);
        assertTrue(parse("container: {runtime: none}\n").mounts().isEmpty());
    }

    @Test
    void theLaterLayerWinsAndMountsAddUpWithoutRepeats() {
        ContainerSettings base = new ContainerSettings(ContainerSettings.Runtime.PYXIS, "nvcr.io#nvidia/pytorch:24.05-py3", List.of("/data:/data:ro"));
        ContainerSettings spec = new ContainerSettings(null, "/images/base.sif", List.of("/data:/data:ro", "/scratch"));
        ContainerSettings merged = base.with(spec);
        assertEquals(ContainerSettings.Runtime.PYXIS, merged.runtime());
        assertEquals("/images/base.sif", merged.image());
        assertEquals(List.of("/data:/data:ro", "/scratch"), merged.mounts());
        assertSame(base, base.with(ContainerSettings.UNSET));
        assertSame(base, base.with(null));
        assertEquals(ContainerSettings.Runtime.NONE, base.with(new ContainerSettings(ContainerSettings.Runtime.NONE, null, List.of())).runtime());
        assertTrue(ContainerSettings.UNSET.isEmpty());
    }

    @Test
    void refusesWhatARuntimeWouldMisread() {
        assertTrue(refusal("container: {runtime: docker}\n").contains("container.runtime: expected pyxis, apptainer or none, got 'docker'"));
        assertTrue(refusal("container: {runtime: pyxiss}\n").contains("pyxis"));
        assertTrue(refusal("container: {image: \"my image.sif\"}\n").contains("without blanks"));
        assertTrue(refusal("container: {image: \"--fakeroot\"}\n").contains("a leading '-' would be taken for an option"));
        assertTrue(refusal("container: {mounts: [\"/a,/b\"]}\n").contains("container.mounts[0]: '/a,/b': must not contain commas"));
        assertTrue(refusal("container: {mounts: [data:/data]}\n").contains("must be absolute paths"));
        assertTrue(refusal("container: {mounts: [\"/data:/data:nosuid\"]}\n").contains("the only flags are ro and rw"));
        assertTrue(refusal("container: {mounts: [\"/a:/b:ro:x\"]}\n").contains("expected SRC:DST[:ro|rw]"));
        assertTrue(refusal("container: {imgae: x}\n").contains("imgae"));
    }

    @Test
    void runtimeIdsAndDestinations() {
        assertEquals("apptainer", ContainerSettings.Runtime.APPTAINER.id());
        assertEquals(ContainerSettings.Runtime.NONE, ContainerSettings.Runtime.parse("none"));
        assertNull(ContainerSettings.Runtime.parse("PYXIS"));
        assertEquals("/scratch:/scratch", ContainerSettings.withDestination("/scratch"));
        assertEquals("/data:/data:ro", ContainerSettings.withDestination("/data:/data:ro"));
    }
}
