package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link DuplicateRanks}: a global rank two processes claim is one finding naming both; one claim, or claims no prefix tells apart, are none. */
class DuplicateRanksTest {
    private static final String CODE = "lightning.slurm-mismatch";

    private static String claim(String prefix, int rank, int member, int world) {
        return prefix + "Initializing distributed: GLOBAL_RANK: " + rank + ", MEMBER: " + member + "/" + world + "\n";
    }

    private static List<Finding> claimsOf(String log) throws IOException {
        List<Finding> fs = WordingTable.DOCTOR.diagnose("job.out", new BufferedReader(new StringReader(log)), NodeMap.empty());
        return fs.stream().filter(f -> CODE.equals(f.code())).toList();
    }

    @Test
    void twoSrunTasksClaimingRankZeroAreOneFindingNamingBoth() throws IOException {
        List<Finding> fs = claimsOf(claim("0: ", 0, 1, 8) + claim("1: ", 1, 2, 8) + claim("4: ", 0, 1, 8));
        assertEquals(1, fs.size(), fs.toString());
        assertTrue(fs.get(0).message().startsWith("global rank 0 of 8 was claimed twice (task 0 and task 4)"), fs.get(0).message());
        assertEquals(4, fs.get(0).rank(), "the second claimant is the process that took a rank another had");
    }

    @Test
    void hostsTellProcessesApartAndFurtherRanksClaimedTwiceAreCounted() throws IOException {
        List<Finding> fs = claimsOf(claim("gpu-node-01: ", 0, 1, 4) + claim("gpu-node-01: ", 1, 2, 4) + claim("gpu-node-02: ", 0, 1, 4)
                + claim("gpu-node-02: ", 1, 2, 4));
        assertEquals(1, fs.size(), fs.toString());
        assertTrue(fs.get(0).message().startsWith("global rank 0 of 4 was claimed twice (gpu-node-01 and gpu-node-02), and 1 more rank(s) too"),
                fs.get(0).message());
        assertEquals("gpu-node-02", fs.get(0).host());
    }

    @Test
    void oneClaimEachIsNoFinding() throws IOException {
        assertEquals(List.of(), claimsOf(claim("0: ", 0, 1, 4) + claim("1: ", 1, 2, 4) + claim("2: ", 2, 3, 4) + claim("3: ", 3, 4, 4)));
    }

    @Test
    void claimsWithoutAPrefixAreARunAndItsRestartNotTwoProcesses() throws IOException {
        assertEquals(List.of(), claimsOf(claim("", 0, 1, 2) + claim("", 1, 2, 2) + claim("", 0, 1, 2) + claim("", 1, 2, 2)));
    }

    @Test
    void theSameRankInTwoWorldSizesIsTwoRunsNotAClash() throws IOException {
        assertEquals(List.of(), claimsOf(claim("0: ", 0, 1, 8) + claim("1: ", 0, 1, 16)));
    }
}
