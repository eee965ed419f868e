package dev.clusterjob.slurm;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Inputs written from scancel's "Kill job error on job id" message (src/scancel/scancel.c), not captured. */
class ScancelTest {
    @Test
    void argvAndComplaints() {
        assertEquals(List.of("scancel", "-v", "4", "5"), Scancel.argv(List.of("4", "5")));
        List<Scancel.Complaint> c = Scancel.parse("""
                scancel: error: Kill job error on job id 4: Invalid job id specified
                scancel: error: Kill job error on job id 5: Job/step already completing or completed
                """);
        assertEquals(List.of(new Scancel.Complaint("4", "Invalid job id specified", false),
                new Scancel.Complaint("5", "Job/step already completing or completed", true)), c);
    }
}
