package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.AtomicFile;
import dev.clusterjob.fs.GitIndex;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.yaml.YamlNode;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code clusterjob check --fix}: re-renders every stale or missing file whose spec is present and says per
 * file what changed: the runtime only (a clusterjob upgrade; the job is the same), the job (the spec or a
 * profile changed), and the file's mode where it differs from the mode git records for it. A rewritten file
 * keeps its mode (git shows no mode change for a content fix). docs/upgrading.md.
 */
public final class DriftFix {
    private final JobRenderer renderer;
    private final GitIndex git = new GitIndex();
    private int fresh;
    private int fixed;
    private int invalid;
    private final boolean allowOutputOutside;

    public DriftFix(JobRenderer renderer) {
        this(renderer, false);
    }

    /** {@code allowOutputOutside}: a spec's output: may lie outside its repository (spec/OutputPlace). */
    public DriftFix(JobRenderer renderer, boolean allowOutputOutside) {
        this.renderer = renderer;
        this.allowOutputOutside = allowOutputOutside;
    }

    /** Fixes every spec of {@code specs} (from {@link DriftCheck#findParsedSpecs}); exit 0 when every file is now up to date, 2 when a spec is invalid. */
    public int fixAll(Map<Path, YamlNode> specs, PrintWriter out, PrintWriter err) {
        for (Map.Entry<Path, YamlNode> e : specs.entrySet()) {
            try {
                fix(e.getKey(), e.getValue(), out);
            } catch (ClusterjobException ex) {
                invalid++;
                err.println("clusterjob: " + TerminalText.lines(ex.getMessage()));
            }
        }
        out.println(specs.size() + " spec(s): " + fresh + " up to date, " + fixed + " fixed, " + invalid + " invalid");
        return invalid > 0 ? ExitCodes.USAGE : ExitCodes.OK;
    }

    private void fix(Path specFile, YamlNode parsed, PrintWriter out) {
        JobSpec spec = (parsed != null ? SpecBuilder.fromParsed(specFile, parsed) : SpecBuilder.fromFile(specFile))
                .allowOutputOutside(allowOutputOutside).build();
        Path target = spec.output();
        if (target == null) {
            throw ClusterjobException.badInput(specFile.toString(), "no 'output:' key, nothing to fix");
        }
        String text = renderer.render(spec).text();
        String shown = display(target) + " (from " + DriftCheck.shown(specFile) + ")";
        try {
            if (!Files.exists(target)) {
                AtomicFile.write(target, text, true);
                fixed++;
                out.println("written " + shown + ": it was missing" + modeFix(target).map(m -> "; " + m).orElse(""));
                return;
            }
            String current = Files.readString(target, StandardCharsets.UTF_8);
            String what = null;
            if (!current.equals(text)) {
                DriftCheck.Result r = DriftCheck.classify(specFile, target, current, text, "");
                Set<PosixFilePermission> mode = Files.getPosixFilePermissions(target);
                AtomicFile.write(target, text, mode.contains(PosixFilePermission.OWNER_EXECUTE));
                Files.setPosixFilePermissions(target, mode);
                what = kind(r);
            }
            Optional<String> mode = modeFix(target);
            if (what == null && mode.isEmpty()) {
                fresh++;
                out.println("ok      " + shown);
                return;
            }
            fixed++;
            out.println("fixed   " + shown + ": " + (what == null ? mode.get() : what + mode.map(m -> "; " + m).orElse("")));
        } catch (IOException | UnsupportedOperationException e) {
            throw new ClusterjobException(ExitCodes.USAGE, target + ": cannot fix: " + e.getMessage());
        }
    }

    /** What a rewrite changed, in the words of docs/upgrading.md. */
    static String kind(DriftCheck.Result r) {
        return switch (r.drift()) {
            case RUNTIME -> "runtime only: " + r.note();
            case JOB -> "job: " + r.note();
            case EDITED -> "runtime: " + r.note() + "; replaced";
            case UNFENCED -> "job and runtime: the file had no runtime block (rendered by an older clusterjob)";
        };
    }

    /** Gives {@code target} the permission bits git records for it when they differ; says so, e.g. "mode 755 -> 644 (as git records it)". */
    private Optional<String> modeFix(Path target) throws IOException {
        Optional<Integer> recorded = git.mode(target);
        if (recorded.isEmpty()) {
            return Optional.empty();
        }
        Set<PosixFilePermission> now = Files.getPosixFilePermissions(target);
        int nowBits = bits(now);
        // git records 644 or 755: only the executable bits are compared and set, the rest stays the user's
        int wantX = recorded.get() & 0111;
        if ((nowBits & 0100) == (wantX & 0100)) {
            return Optional.empty();
        }
        int want = wantX != 0 ? nowBits | ((nowBits & 0444) >> 2) : nowBits & ~0111;
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString(text(want)));
        return Optional.of("mode " + Integer.toOctalString(nowBits) + " -> " + Integer.toOctalString(want) + " (as git records it)");
    }

    private static int bits(Set<PosixFilePermission> p) {
        int b = 0;
        for (PosixFilePermission x : p) {
            b |= 0400 >> x.ordinal();
        }
        return b;
    }

    private static String text(int bits) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            s.append((bits & (0400 >> i)) != 0 ? "rwx".charAt(i % 3) : '-');
        }
        return s.toString();
    }

    /** A path relative to the working directory when it lies below it. */
    private static Path display(Path p) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = p.toAbsolutePath().normalize();
        return abs.startsWith(cwd) ? cwd.relativize(abs) : abs;
    }
}
