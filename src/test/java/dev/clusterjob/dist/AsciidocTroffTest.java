package dev.clusterjob.dist;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AsciidocTroffTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "*--nodes*=_N_                      | \\fB\\-\\-nodes\\fR=\\fIN\\fR",
        "NCCL_IB_HCA and SLURM_JOB_ID       | NCCL_IB_HCA and SLURM_JOB_ID",
        "searched for *.yaml / *.yml        | searched for *.yaml / *.yml",
        "a \\ back slash                    | a \\e back slash",
        "xref:clusterjob-render.adoc[*render*] | \\fBrender\\fR",
        "pass:c[# ]a comment                | # a comment",
    })
    void inlineMarkup(String adoc, String troff) {
        assertEquals(troff, AsciidocTroff.inline(adoc));
    }

    @Test
    void structure() {
        String adoc = String.join("\n", "// tag::x[]", ":mansource: clusterjob 9.9", ":manmanual: Clusterjob Manual", "= clusterjob-x(1)", "",
                "== Name", "", "clusterjob-x - Does x.", "", "== Options", "", "*--a*::", "  First.", "+", "Second.", "",
                "== Footer", "", "[%hardbreaks]", "Example:", "  .hidden leading dot", "");
        String t = AsciidocTroff.convert(adoc, "2026-12-03");
        assertTrue(t.startsWith(".TH \"CLUSTERJOB-X\" \"1\" \"2026-12-03\" \"clusterjob 9.9\" \"Clusterjob Manual\"\n"), t);
        assertTrue(t.contains(".SH \"OPTIONS\"\n.TP\n\\fB\\-\\-a\\fR\nFirst.\n.br\nSecond.\n"), t);
        assertTrue(t.contains(".PP\n.nf\nExample:\n  .hidden leading dot\n.fi\n"), t);
        assertTrue(!t.contains("tag::"), "comments are dropped");
    }
}
