package dev.clusterjob.slurm;

/**
 * A job's exit code and the signal that ended it, as Slurm reports them: {@code exit:signal} in
 * sacct and scontrol ({@code ExitCode=1:0}); squeue's {@code -O exit_code} prints a raw wait(2) status
 * on Slurm 22.05 ({@code 23296} = exit 91) and {@code exit:signal} on 24.11 ({@code 91:0}, {@code 143:0}).
 * {@link #parse} reads both, whatever the tool.
 */
public record ExitStatus(int code, int signal) {
    public static final ExitStatus OK = new ExitStatus(0, 0);

    /**
     * Reads an exit code in either form Slurm prints, the one reader for squeue, sacct and scontrol:
     * text with a colon is {@code exit:signal} ({@link #parseColon}: sacct, scontrol, squeue 24.11);
     * a bare number is a wait(2) status ({@link #fromWaitStatus}: squeue 22.05). A bare number is never
     * taken as an exit code: {@code 91} is signal 91's wait status there, not exit 91 (which 22.05
     * prints as {@code 23296}). Null for blank or malformed text and squeue's placeholders.
     */
    public static ExitStatus parse(String text) {
        if (text == null) {
            return null;
        }
        return text.indexOf(':') >= 0 ? parseColon(text) : fromWaitStatus(text);
    }

    /** Parses {@code 1:0} (sacct ExitCode, scontrol ExitCode=, squeue 24.11 exit_code); null for blank or malformed text. */
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
            int code = Integer.parseInt(t.substring(0, colon));
            int signal = Integer.parseInt(t.substring(colon + 1));
            if (code < 0 || code > 255 || signal < 0 || signal > 127) {
                return null;
            }
            return new ExitStatus(code, signal);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * Decodes a wait(2) status as squeue 22.05's {@code -O exit_code} prints it (256 = exit 1, 9 = SIGKILL);
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

    /**
     * What this status usually means to a user, for the one line a failed job gets ({@code submit --wait},
     * {@code wait}, {@code status JOBID}) and for doctor; null when the code has no meaning beyond the
     * program's own ({@code exit code 1}, {@code exit code 3}).
     */
    public String meaning() {
        Integer slurmd = slurmdError();
        if (slurmd != null) {
            return slurmdMeaning(slurmd);
        }
        return signal != 0 ? signalMeaning(signal) : meaningOf(code);
    }

    /**
     * The slurmd error code Slurm stores where a signal would be when it could not launch the job (slurm_errno.h,
     * ESLURMD_* from 4000): the job's exit field holds the code itself, which read as a wait(2) status gives signal
     * 32 + (code - 4000). Captured on the testbed for an output file that could not be opened: squeue 22.05's
     * exit_code 4021 (ESLURMD_IO_ERROR), scontrol ExitCode=0:53 on 22.05 and 24.11. Null for a real signal (1-31).
     */
    public Integer slurmdError() {
        return signal >= 32 && signal <= 127 ? 4000 + signal - 32 : null;
    }

    /** What a slurmd launch error means (slurm_errno.h), for the few a job's setup causes. */
    static String slurmdMeaning(int error) {
        return switch (error) {
            case 4020 -> "Slurm could not execute the batch script (ESLURMD_EXECVE_FAILED: its interpreter line, or a noexec file system)";
            case 4021 -> "Slurm could not open the job's output or error file (ESLURMD_IO_ERROR: its folder is missing on the node, or not writable)";
            case 4022 -> "the node's Slurm prolog failed (ESLURMD_PROLOG_FAILED)";
            case 4023 -> "the node's Slurm epilog failed (ESLURMD_EPILOG_FAILED)";
            default -> "Slurm could not launch the job (slurmd error " + error + ")";
        };
    }

    /**
     * The usual meaning of exit code {@code code} of a shell or a launcher: bash's 126/127, the job's own
     * codes from a clusterjob script (64, 69, 91), and 128+N, a process killed by signal N as a shell
     * reports it. Null for codes without a meaning of their own.
     */
    public static String meaningOf(int code) {
        return switch (code) {
            case 64 -> "the script ran outside a Slurm allocation (submit it with sbatch)";
            case 69 -> "preflight stopped the job before training (a node or a program is missing; see the log's clusterjob-preflight lines)";
            case 91 -> "the fabric gate stopped the job before training (see the log's clusterjob-gate line)";
            case 124 -> "timed out (timeout(1) or a launcher's own time limit)";
            case 126 -> "a command was found but could not be run (not executable, or a wrong interpreter line)";
            case 127 -> "command not found: a program is not on PATH in the job's environment (activate its venv or module in setup:)";
            default -> code > 128 && code < 128 + 65 ? "a process was " + signalMeaning(code - 128) : null;
        };
    }

    /** "killed by SIGKILL (...)": a signal by name, with what usually sends it. */
    public static String signalMeaning(int signal) {
        String name = signalName(signal);
        return switch (signal) {
            case 9 -> "killed by " + name + " (often the out-of-memory killer, or Slurm ending the job)";
            case 11 -> "killed by " + name + " (segmentation fault)";
            case 6 -> "killed by " + name + " (aborted: an assertion or a C++ exception)";
            case 7 -> "killed by " + name + " (bus error: often /dev/shm too small)";
            case 15 -> "killed by " + name + " (terminated: scancel, a time limit or preemption)";
            default -> "killed by " + name;
        };
    }

    /** Linux's name of a signal ({@code SIGKILL}), {@code signal N} for numbers without one. */
    public static String signalName(int signal) {
        String[] names = {null, "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE",
                "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM", "SIGSTKFLT", "SIGCHLD",
                "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM",
                "SIGPROF", "SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS"};
        return signal > 0 && signal < names.length ? names[signal] : "signal " + signal;
    }

    /** "exit code 3", "signal 9", "exit code 0"; "slurmd error 4021" for a job Slurm could not launch. */
    public String describe() {
        Integer slurmd = slurmdError();
        return slurmd != null ? "slurmd error " + slurmd : signal != 0 ? "signal " + signal : "exit code " + code;
    }

    @Override
    public String toString() {
        return code + ":" + signal;
    }
}
