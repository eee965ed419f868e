package dev.clusterjob.know;

import java.util.List;

/**
 * How sure a diagnosis is: {@code certain} (a rule that names a cause explains the failure, or nothing
 * looks wrong), {@code likely} (only general rules or witnesses matched: an exception line, an NCCL
 * warning, a task that ended), {@code unknown} (lines that look like a failure, none of them placed);
 * {@code unplaced} lists those lines, at most ten, where the level is not certain.
 */
public record Certainty(Level level, List<Unplaced> unplaced) {
    public enum Level {
        CERTAIN, LIKELY, UNKNOWN;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** A line that looks like a failure and that no rule placed. */
    public record Unplaced(String file, int line, String text) {
    }

    public Certainty {
        unplaced = List.copyOf(unplaced);
    }
}
