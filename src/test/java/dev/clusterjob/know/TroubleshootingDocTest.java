package dev.clusterjob.know;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.doctor.DoctorRules;
import dev.clusterjob.doctor.Rule;
import dev.clusterjob.lint.LintRule;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** docs/troubleshooting.md documents every lint and doctor code, each in its table, with its severity. */
class TroubleshootingDocTest {
    private static final Path DOC = Path.of("docs/troubleshooting.md");

    private static String section(String doc, String heading) {
        int start = doc.indexOf("\n## " + heading + "\n");
        assertTrue(start >= 0, "missing section " + heading);
        int end = doc.indexOf("\n## ", start + 4);
        return doc.substring(start, end < 0 ? doc.length() : end);
    }

    /** Codes in the first column of a section's table. */
    private static List<String> tableCodes(String section) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^\\| `([a-z0-9.-]+)` \\|").matcher(section);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void everyLintCodeIsDocumentedWithItsSeverity() throws IOException {
        String lint = section(Files.readString(DOC), "lint codes");
        List<String> documented = tableCodes(lint);
        for (LintRule r : LintRule.values()) {
            assertTrue(documented.contains(r.code()), "lint code not documented: " + r.code());
            assertTrue(lint.contains("| `" + r.code() + "` | " + r.severity().word()), "severity of " + r.code());
        }
        assertEquals(LintRule.values().length, documented.size(), "documented codes that lint does not have: " + documented);
    }

    @Test
    void everyDoctorCodeIsDocumentedWithItsSeverity() throws IOException {
        String doctor = section(Files.readString(DOC), "doctor codes");
        List<String> documented = tableCodes(doctor);
        List<String> codes = DoctorRules.bundled().rules().stream().map(Rule::code).distinct().toList();
        for (Rule r : DoctorRules.bundled().rules()) {
            assertTrue(documented.contains(r.code()), "doctor code not documented: " + r.code());
            assertTrue(severityCell(doctor, r.code()).contains(r.severity().word()), "severity of " + r.code() + " (every rule's)");
        }
        assertEquals(codes.size(), documented.size(), "documented codes that doctor does not have: " + documented);
    }

    /** The second column of a code's row: its severity, or several ("error (warning for ...)") when its rules differ. */
    private static String severityCell(String section, String code) {
        Matcher m = Pattern.compile("(?m)^\\| `" + Pattern.quote(code) + "` \\| ([^|]*)\\|").matcher(section);
        assertTrue(m.find(), "no row for " + code);
        return m.group(1);
    }

    @Test
    void preflightExitCodeIsDocumented() throws IOException {
        String doc = Files.readString(DOC);
        assertTrue(doc.contains("| " + ExitCodes.JOB_PREFLIGHT_FAILED + " | a rendered batch job |"));
        assertTrue(section(doc, "Preflight").contains("**" + ExitCodes.JOB_PREFLIGHT_FAILED + "**"));
    }
}
