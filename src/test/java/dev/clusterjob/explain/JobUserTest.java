package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulated job's user: never root, as on a cluster, whoever runs explain. */
class JobUserTest {
    @Test
    void neverRoot() {
        JobUser u = JobUser.current();
        assertTrue(u.uid() != 0, "clusters run jobs as ordinary users: " + u);
        assertNotEquals("root", u.name());
        assertTrue(u.gid() != 0, u.toString());
    }
}
