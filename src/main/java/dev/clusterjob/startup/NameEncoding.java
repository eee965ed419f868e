package dev.clusterjob.startup;

/**
 * Java decodes file names, the working directory and the arguments with the locale's character set
 * ({@code sun.jnu.encoding}, fixed at start-up). Under the C or POSIX locale (cron, batch jobs, some login
 * nodes, {@code LANG=C}) that is ASCII, every other byte becomes U+FFFD, and a file that exists is "not
 * found"; so it is under a locale this machine does not have. Both launchers start Java under a UTF-8 locale for that reason; a JVM
 * started otherwise gets one line saying why instead of a wrong "file not found".
 */
public final class NameEncoding {
    private NameEncoding() {
    }

    /** The problem for this JVM, or null when its names decode (UTF-8, or nothing but ASCII was given). */
    public static String problem(String[] args) {
        return problem(args, System.getProperty("sun.jnu.encoding"), System.getProperty("user.dir"));
    }

    /** The one-line problem when {@code jnu} lost characters of {@code userDir} or {@code args} (U+FFFD), else null. */
    static String problem(String[] args, String jnu, String userDir) {
        if (jnu == null || jnu.equalsIgnoreCase("UTF-8")) {
            return null;
        }
        String where = null;
        if (userDir != null && userDir.indexOf('\uFFFD') >= 0) {
            where = "the working directory's name";
        }
        for (int i = 0; i < args.length && where == null; i++) {
            if (args[i].indexOf('\uFFFD') >= 0) {
                where = "argument " + (i + 1) + " ('" + args[i].replace('\uFFFD', '?') + "')";
            }
        }
        if (where == null) {
            return null;
        }
        return "Java reads file names and arguments as " + jnu + " under this locale (LANG, LC_CTYPE, LC_ALL: C or POSIX,"
                + " or one this machine does not have: locale -a lists those it has), so the non-ASCII characters of " + where
                + " are lost: run clusterjob under a UTF-8 locale, e.g. LC_ALL=C.UTF-8 (clusterjob's launchers do that themselves)";
    }
}
