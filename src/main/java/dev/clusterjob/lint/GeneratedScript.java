package dev.clusterjob.lint;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Finding;
import dev.clusterjob.render.GeneratedHeader;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A script clusterjob rendered from a spec (its header names the spec). Render already ran the
 * knowledge base on the job's environment, so lint does not repeat what the job deliberately set:
 * a variable set to its default ({@code NCCL_IB_DISABLE=0} pins the value against one the submitting
 * shell passes on: sbatch and mpirun export it), and the findings the spec accepts ({@code allow_findings:}).
 */
final class GeneratedScript {

    private GeneratedScript() {
    }

    /** {@code findings} of {@code file} less those its spec accepts; unchanged for a script clusterjob did not render. */
    static List<Finding> filter(Path file, String text, List<Finding> findings) {
        String head = text.length() > 2000 ? text.substring(0, 2000) : text;
        GeneratedHeader h = GeneratedHeader.find(head);
        if (h == null || h.offset() > 400) {
            return findings;
        }
        List<String> allowed = allowed(file, h.source());
        List<Finding> out = new ArrayList<>();
        for (Finding f : findings) {
            if (f.code().equals(LintRule.ENV_DEFAULT_VALUE.code()) || accepted(f, allowed)) {
                continue;
            }
            out.add(f);
        }
        return out;
    }

    /** The spec's allow_findings, when the spec the header names is next to the script and readable; else none. */
    private static List<String> allowed(Path file, String spec) {
        Path dir = file.toAbsolutePath().getParent();
        Path specFile = dir == null ? null : dir.resolve(spec).normalize();
        if (specFile == null || !Files.isRegularFile(specFile)) {
            return List.of();
        }
        try {
            JobSpec s = SpecBuilder.fromFile(specFile).build();
            return s.allowFindings();
        } catch (ClusterjobException e) {
            return List.of();
        }
    }

    private static boolean accepted(Finding f, List<String> allowed) {
        for (String a : allowed) {
            if (a.equals(f.code()) || f.variable() != null && a.equals(f.code() + ":" + f.variable())) {
                return true;
            }
        }
        return false;
    }
}
