package dev.clusterjob.slurm;

/**
 * A job's exit code and the signal that ended it, as Slurm reports them: {@code exit:signal} in
 * sacct and scontrol ({@code ExitCode=1:0}), a raw wait(2) status in squeue's {@code exit_code}.
 */
public record ExitStatus(int code, int signal) {
    public static final ExitStatus OK = new ExitStatus(0, 0);

    /** Parses {@code 1:0} (sacct ExitCode, scontrol ExitCode=); null for blank or malformed text. */
    public static ExitStatus parseColon(String text) {
        if (text == null) {
            return null;
        }
        String t = text.trim();
        int colon = t.indexOf(':');
        if (colon < 0) {
            return null;
        }
        try {
            return new ExitStatus(Integer.parseInt(t.substring(0, colon)), Integer.parseInt(t.substring(colon + 1)));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * Decodes a wait(2) status as squeue {@code -O exit_code} prints it (256 = exit 1, 9 = SIGKILL);
     * null for text that is not a non-negative number (squeue's placeholders for unset values).
     */
    public static ExitStatus fromWaitStatus(String text) {
        if (text == null || !text.trim().matches("[0-9]{1,10}")) {
            return null;
        }
        long status = Long.parseLong(text.trim());
        if (status > 0xffff) {
            return null;
        }
        int st = (int) status;
        int sig = st & 0x7f;
        if (sig == 0) {
            return new ExitStatus((st >> 8) & 0xff, 0);
        }
        return new ExitStatus(0, sig);
    }

    /** "exit code 3", "signal 9", "exit code 0". */
    public String describe() {
        return signal != 0 ? "signal " + signal : "exit code " + code;
    }

    @Override
    public String toString() {
        return code + ":" + signal;
    }
}
