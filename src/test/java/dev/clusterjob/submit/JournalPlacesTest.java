package dev.clusterjob.submit;

import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Jobs of several places (this machine, login nodes) in one journal: the remote login is kept, ids are per place. */
class JournalPlacesTest {
    @TempDir
    Path dir;

    static final RemoteLogin LOGIN1 = new RemoteLogin("alice@login1:2222", "alice@login1.example.edu:2222", "/k/id_hpc", "/k/known hosts");
    static final RemoteLogin LOGIN1_ALIAS = new RemoteLogin("hpc", "alice@login1.example.edu:2222", null, null);
    static final RemoteLogin LOGIN2 = new RemoteLogin("bob@login2", "bob@login2:22", null, null);

    static Journal.Entry entry(String id, RemoteLogin login) {
        return new Journal.Entry(id, null, "job", "clusterjob:" + id, Instant.parse("2025-01-02T03:04:05Z"), RemoteLogin.describe(login),
                "/w/job.sh", "/w", null, null, "alice", JobState.PENDING, null, null, null, login);
    }

    @Test
    void theLoginSurvivesTheFileAndIdsArePerPlace() throws Exception {
        Journal j = Journal.in(dir);
        j.add(entry("7", null));
        j.add(entry("7", LOGIN1));
        j.add(entry("7", LOGIN2));
        assertEquals(3, j.load().size(), "same id in three places: three jobs");
        assertEquals(LOGIN1, j.at(LOGIN1_ALIAS).find("7").orElseThrow().login(), "an alias with the same endpoint is the same place");
        assertNull(j.at(null).find("7").orElseThrow().login());
        assertEquals(LOGIN2, j.find("7").orElseThrow().login(), "unscoped: the newest");
        String text = Files.readString(dir.resolve("jobs.json"));
        assertTrue(text.contains("\"remote\" : \"alice@login1:2222\"") && text.contains("\"remote_known_hosts\" : \"/k/known hosts\""), text);

        j.at(LOGIN1).update(Map.of("7", JobInfo.of("7", JobState.COMPLETED)));
        assertEquals(JobState.COMPLETED, j.at(LOGIN1).find("7").orElseThrow().state());
        assertEquals(JobState.PENDING, j.at(null).find("7").orElseThrow().state(), "another place's job 7 is untouched");
        assertEquals(JobState.PENDING, j.at(LOGIN2).find("7").orElseThrow().state());
        assertEquals(LOGIN1, j.at(LOGIN1).find("7").orElseThrow().login(), "an update keeps the login");

        j.add(entry("7", LOGIN1_ALIAS));
        assertEquals(3, j.load().size(), "re-adding replaces within the place");
        assertFalse(j.at(new RemoteLogin("x", "x@y:22", null, null)).find("7").isPresent());
        assertEquals(List.of("7", "7", "7"), j.load().stream().map(Journal.Entry::id).toList());
    }

    @Test
    void aRemoteJobsScriptIsNeverDeletedLocally() throws Exception {
        Path scripts = Files.createDirectories(dir.resolve("scripts"));
        Path localCopy = Files.writeString(scripts.resolve("x.sbatch"), "#!/bin/bash\n");
        Journal j = new Journal(dir.resolve("jobs.json"), 1);
        j.add(new Journal.Entry("1", null, "x", "t", Instant.now(), "ssh", localCopy.toString(), "/w", null, null, "u",
                null, null, null, null, LOGIN2));
        j.add(entry("2", null));
        assertTrue(Files.exists(localCopy), "the path names a file on the login node, not this one");
    }
}
