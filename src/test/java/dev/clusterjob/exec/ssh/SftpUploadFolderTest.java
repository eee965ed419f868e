package dev.clusterjob.exec.ssh;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Which remote folders an upload refuses: one whose group or every user may write it without the sticky bit, where
 * another user could rename the script away and put theirs in its place before sbatch reads it.
 */
class SftpUploadFolderTest {
    @Test
    void aFolderOnlyItsOwnerWritesIsSafe() {
        assertNull(SftpFiles.othersCanReplace(0700));
        assertNull(SftpFiles.othersCanReplace(0755));
        assertNull(SftpFiles.othersCanReplace(02750));
    }

    @Test
    void theStickyBitKeepsOthersFromReplacingWhatTheyDoNotOwn() {
        assertNull(SftpFiles.othersCanReplace(01777));
        assertNull(SftpFiles.othersCanReplace(03770));
    }

    @Test
    void aFolderItsGroupOrEveryoneWritesIsNamedWithItsMode() {
        assertEquals("writable by its group (mode 2770, no sticky bit)", SftpFiles.othersCanReplace(02770));
        assertEquals("writable by its group (mode 0775, no sticky bit)", SftpFiles.othersCanReplace(0775));
        assertEquals("writable by every user (mode 0777, no sticky bit)", SftpFiles.othersCanReplace(0777));
        assertEquals("writable by every user (mode 0757, no sticky bit)", SftpFiles.othersCanReplace(040757));
    }
}
