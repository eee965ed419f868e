package dev.clusterjob.exec;

import java.time.Duration;

/** What an external program did: exit code (-1 when killed by the timeout), its output, and how long it took. */
public record CommandResult(ExternalCommand command, int exitCode, String stdout, String stderr, Duration duration, boolean timedOut) {
    public boolean ok() {
        return exitCode == 0 && !timedOut;
    }
}
