package dev.clusterjob.lint;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a variable looks like it holds a secret (rule env.secret): by its name (*TOKEN, *_KEY, *SECRET*,
 * *PASSWORD*, *PASSWD*) with a value written out, or by its value (the prefixes of Hugging Face, GitHub, OpenAI
 * and Anthropic tokens, Slack tokens, an AWS access key id), whatever the name.
 */
final class SecretShape {
    private static final Pattern NAME = Pattern.compile(".*(TOKEN|_KEY|SECRET.*|PASSWORD.*|PASSWD.*)");
    /** Token formats as their issuers document them, each with enough characters after the prefix to be a real one. */
    private static final Pattern VALUE = Pattern.compile(
            "(hf_[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|sk-[A-Za-z0-9_-]{20,}"
                    + "|xox[abpr]-[A-Za-z0-9-]{10,}|(AKIA|ASIA)[0-9A-Z]{16})");

    private SecretShape() {
    }

    /** Why {@code value} of {@code name} looks like a secret ("the name", "the value's shape"), or null; null value: computed at run time. */
    static String why(String name, String value) {
        if (value == null || value.isBlank() || value.contains("$")) {
            return null;
        }
        if (VALUE.matcher(value).find()) {
            return "the value has the shape of a token or key";
        }
        if (NAME.matcher(name.toUpperCase(Locale.ROOT)).matches()) {
            return "the name says it is a token, key or password";
        }
        return null;
    }
}
