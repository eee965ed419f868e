package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;

import java.util.List;

/** Job ids as users type them: 123, 123_4 (array task), 123+1 (het component). */
public final class JobIds {
    private JobIds() {
    }

    /** {@code ids} when each is a job id; bad input naming the first that is not. */
    public static List<String> check(List<String> ids) {
        for (String id : ids) {
            if (!id.matches("[0-9]+([_+][0-9]+)?")) {
                throw ClusterjobException.badInput(id, "not a job id (expected e.g. 12345, 12345_7 or 12345+1)");
            }
        }
        return ids;
    }
}
