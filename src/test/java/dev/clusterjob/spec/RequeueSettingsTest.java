package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** RequeueSettings read from a spec's requeue: (a toggle or a mapping) and merged with the flags' settings. */
class RequeueSettingsTest {
    static RequeueSettings parse(String yaml) {
        YamlNode.Mapping m = (YamlNode.Mapping) YamlReader.parse("job.yaml", yaml);
        return RequeueSettings.parse(m.get("requeue"), "requeue");
    }

    static String refusal(String yaml) {
        return assertThrows(ClusterjobException.class, () -> parse(yaml)).getMessage();
    }

    @Test
    void aToggleSetsOnlyEnabledAMappingTurnsItOn() {
        assertEquals(RequeueSettings.enabled(false), parse("requeue: false\n"));
        assertEquals(RequeueSettings.enabled(true), parse("requeue: true\n"));
        RequeueSettings m = parse("requeue:\n  signal: SIGUSR2\n  seconds_before_limit: 300\n  grace_s: 120\n  max_restarts: 3\n"
                + "  resume_args: [--resume, latest]\n");
        assertEquals(new RequeueSettings(true, "USR2", 300, 120, 3, List.of("--resume", "latest")), m);
        assertEquals(new RequeueSettings(true, null, null, null, 0, null), parse("requeue: {max_restarts: 0}\n"));
    }

    @Test
    void refusesSignalsAndLimitsSlurmOrTheScriptCannotUse() {
        assertTrue(refusal("requeue: {signal: TERM}\n").contains("requeue.signal: expected USR1 or USR2, got 'TERM'"));
        assertTrue(refusal("requeue: {seconds_before_limit: 70000}\n").contains("expected 1..65535 seconds"));
        assertTrue(refusal("requeue: {seconds_before_limit: 0}\n").contains("seconds_before_limit"));
        assertTrue(refusal("requeue: {grace_s: -1}\n").contains("grace_s"));
        assertTrue(refusal("requeue: {retries: 3}\n").contains("retries"));
        assertEquals("USR1", RequeueSettings.signal(" usr1 ", "job.yaml:3", "requeue.signal"));
    }

    @Test
    void theFlagsSetFieldsReplaceTheSpecs() {
        RequeueSettings spec = parse("requeue: {signal: USR2, max_restarts: 5, resume_args: [--resume]}\n");
        RequeueSettings off = spec.with(RequeueSettings.enabled(false));
        assertEquals(new RequeueSettings(false, "USR2", null, null, 5, List.of("--resume")), off);
        assertEquals(new RequeueSettings(true, "USR2", null, null, 1, List.of("--resume")), off.with(RequeueSettings.maxRestarts(1)));
        assertSame(spec, spec.with(null));
        assertEquals(spec, spec.with(RequeueSettings.UNSET));
    }
}
