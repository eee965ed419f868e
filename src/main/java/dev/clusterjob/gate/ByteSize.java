package dev.clusterjob.gate;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Message sizes as nccl-tests' -b/-e take them: a byte count with an optional K, M or G (powers of 1024). */
public final class ByteSize {
    private static final Pattern SIZE = Pattern.compile("([0-9]+)([KMGkmg]?)[Bb]?");

    private ByteSize() {
    }

    /** The byte count of {@code text} ("256M", "1G", "65536"), or null when it is not a size. */
    public static Long parse(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            return null;
        }
        long shift = switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "K" -> 10;
            case "M" -> 20;
            case "G" -> 30;
            default -> 0;
        };
        try {
            long n = Long.parseLong(m.group(1));
            if (n > (Long.MAX_VALUE >> shift)) {
                return null;
            }
            return n << shift;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** 256M, 1G, 1536K, or the plain number. */
    public static String format(long bytes) {
        return BusbwSvg.sizeLabel(bytes);
    }
}
