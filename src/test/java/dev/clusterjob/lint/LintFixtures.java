package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.GpuVendor;

import java.util.List;

/** Helpers of the lint tests. */
final class LintFixtures {
    private LintFixtures() {
    }

    static List<Finding> script(String text) {
        return script(text, null);
    }

    static List<Finding> script(String text, GpuVendor vendor) {
        return new ScriptLinter(KnowledgeBase.bundled()).lint("t.sh", text, vendor);
    }

    /** "line code variable" per finding, for compact assertions. */
    static List<String> brief(List<Finding> fs) {
        return fs.stream().map(f -> f.line() + " " + f.code() + (f.variable() != null ? " " + f.variable() : "") + " " + f.severity().word()).toList();
    }

    static List<String> codes(List<Finding> fs) {
        return fs.stream().map(Finding::code).toList();
    }
}
