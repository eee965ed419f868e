package dev.clusterjob.know;

import java.util.Locale;

/** How bad a finding is: an error makes lint and doctor exit 4; warnings and infos do not. */
public enum Severity {
    ERROR, WARNING, INFO;

    /** The lower-case word used in text and JSON output. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
