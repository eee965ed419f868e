package dev.clusterjob.doctor;

import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The node's kernel and security settings refusing what a transport or a device needs: Open MPI's and UCX's single copy between the
 * ranks of a node (cross-memory attach) refused in a container or by Yama, in each release's wording and as posters retype it; SELinux's
 * denials as setroubleshoot sums them up and details them and as the kernel's AVC record writes them; AppArmor's denial record; Yama's
 * own report of a refused ptrace attach, a fallback behind the MPI's line. Negatives: a peer that exited (No such process), what a
 * permissive node or AppArmor's complain mode allowed, a granted AVC. Columns: the codes of the findings in order ("-": none), the
 * first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledNodeKernelWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Read -1, expected <someNumber>, errno =1\\nRead -1, expected <someNumber>, errno =1\\n... | mpi.single-copy-failed |  |  | the corpus log: Open MPI 3.0's vader "Read %ld, expected %lu, errno = %d" as a poster retyped it in a container, the size a placeholder
            [v4.radia.run:00192] Read -1, expected 10024, errno = 1 | mpi.single-copy-failed | v4.radia.run |  | the corpus log: the same behind opal_output's "[HOST:PID] "
            [node7:01234] Wrote -1, expected N, errno = 14 | mpi.single-copy-failed | node7 |  | btl_vader_put.c's "Wrote ..." with the size retyped as N, errno 14 (a GPU buffer)
            [1556745678.123456] [n01:12345:0]        cma_ep.c:81   UCX  ERROR process_vm_writev delivered 0 instead of 480960, error message Operation not permitted | mpi.single-copy-failed | n01 |  | UCX 1.0-1.5 uct/sm/cma/cma_ep.c "process_vm_writev delivered %zu instead of %zu, error message %s"
            process_vm_readv delivered 0 instead of 480960, error message Operation not permitted | mpi.single-copy-failed |  |  | the same with readv, pasted without UCX's prefix
            [gpu01:4242:0:4242]      cma_ep.c:84   process_vm_readv(pid=4250 {0x24ed520,12480}-->{0x1bd42a0,12480}) returned -1: Operation not permitted | mpi.single-copy-failed | gpu01 |  | UCX 1.6-1.8 "%s(pid=%d {%p,%zu}-->{%p,%zu}) returned %zd: %m" as its fatal handler prints it
            [1700000000.123456] [cn12:812:0]       cma_ep.c:99   UCX  ERROR process_vm_writev(pid=815 {0x7f00aa000000,65536}-->{0x7f00bb000000,65536}) returned -1: Bad address | mpi.single-copy-failed | cn12 |  | UCX 1.9-1.20 uct/sm/scopy/cma/cma_ep.c uct_cma_ep_tx_error, EFAULT
            [1700000000.123456] [cn12:812:0]       cma_ep.c:99   UCX  ERROR process_vm_readv(pid=815 {0x7f00aa000000,65536}-->{0x7f00bb000000,65536}) returned -1: No such process | - |  |  | negative: ESRCH, the peer process exited first (a consequence, not a refusal)
            May 18 21:02:09 f38 setroubleshoot[1234]: SELinux is preventing /usr/bin/python3.11 from read, write access on the chr_file /dev/nvidia0. For complete SELinux messages run: sealert -l c70f211b-2e15-4d08-8d90-2f85dc3a5352 | node.security-denied | f38 |  | setroubleshoot signature.py summary() as setroubleshootd logs it to syslog, the host from the syslog prefix
            SELinux is preventing /usr/bin/python3 from 'read, write' accesses on the chr_file nvidia-uvm. | node.security-denied |  |  | the plural form "'%s' accesses"
            SELinux is preventing /usr/bin/orted from using the sys_ptrace capability. | node.security-denied |  |  | the capability form "from using the %s capability."
            SELinux is preventing python from map access on the shm labeled container_ipc_t. | node.security-denied |  |  | the form without a path "on the %s labeled %s."
            Source Context                system_u:system_r:container_t:s0:c380,c597\\nTarget Context                system_u:object_r:infiniband_device_t:s0\\nTarget Objects                /dev/infiniband/uverbs0 [ chr_file ]\\nSource                        ib_write_bw\\nSelinux Enabled               True\\nPolicy Type                   targeted\\nEnforcing Mode                Enforcing\\nHost Name                     gpu-n3 | node.security-denied | gpu-n3 |  | setroubleshoot signature.py format_details: the target object, enforcing, the node from "Host Name"
            Target Objects                /dev/nvidia0 [ chr_file ]\\nSource                        python\\nEnforcing Mode                Permissive\\nHost Name                     gpu-n3 | - |  |  | negative: a permissive node's alert, the access was allowed
            Target Objects                /dev/nvidia0 [ chr_file ]\\nHost Name                     (removed) | - |  |  | negative: details cut before "Enforcing Mode", and an anonymised host
            type=AVC msg=audit(1684465329.146:351): avc:  denied  { read write } for  pid=4024 comm="python" name="nvidia0" dev="devtmpfs" ino=1001 scontext=system_u:system_r:container_t:s0:c380,c597 tcontext=system_u:object_r:xserver_misc_device_t:s0 tclass=chr_file permissive=0 | node.security-denied |  |  | the kernel's security/selinux/avc.c record as audit.log writes it
            Aug 30 16:12:35 gpu07 audit[25758]: AVC avc:  denied  { map } for  pid=25758 comm="python3" path="/dev/infiniband/uverbs0" dev="devtmpfs" ino=947 scontext=system_u:system_r:container_t:s0:c260,c628 tcontext=system_u:object_r:infiniband_device_t:s0 tclass=chr_file permissive=0 | node.security-denied | gpu07 |  | the same record in syslog, the node from its prefix
            [  812.123456] audit: type=1400 audit(1700000000.123:456): avc:  denied  { ptrace } for  pid=3121 comm="python" scontext=system_u:system_r:container_t:s0:c1,c2 tcontext=system_u:system_r:container_t:s0:c1,c2 tclass=process | node.security-denied |  |  | a kernel before 4.x (no permissive field) in dmesg, no path
            type=AVC msg=audit(1684465329.146:352): avc:  denied  { read write } for  pid=4024 comm="python" name="nvidia0" dev="devtmpfs" ino=1001 scontext=system_u:system_r:container_t:s0 tcontext=system_u:object_r:device_t:s0 tclass=chr_file permissive=1 | - |  |  | negative: permissive=1, logged and allowed
            type=AVC msg=audit(1684465329.146:353): avc:  granted  { setenforce } for  pid=1 comm="systemd" scontext=system_u:system_r:init_t:s0 tcontext=system_u:object_r:security_t:s0 tclass=security | - |  |  | negative: a granted access
            [ 8123.456789] audit: type=1400 audit(1700000000.123:456): apparmor="DENIED" operation="open" profile="docker-default" name="/dev/shm/nccl-Xy12ab" pid=3121 comm="python" requested_mask="wc" denied_mask="wc" fsuid=0 ouid=0 | node.security-denied |  |  | AppArmor's record (security/apparmor audit.c) in dmesg
            [ 8123.456789] audit: type=1400 audit(1700000000.123:457): apparmor="ALLOWED" operation="open" profile="train" name="/dev/nvidia0" pid=3121 comm="python" requested_mask="wr" denied_mask="wr" fsuid=0 ouid=0 | - |  |  | negative: complain mode allowed it
            [ 4994.830361] ptrace attach of "lmp -in in.melt"[8347] was attempted by "lmp -in in.melt"[8346] | node.security-denied |  |  | Yama's __report_access in dmesg (kernel 4.11-6.x, ptrace_scope 1-3) for vader's single copy
            Jul 13 10:00:01 c12 kernel: ptrace attach of "./a.out"[8347] was attempted by "./a.out"[8346] | node.security-denied | c12 |  | the same in syslog, the node from its prefix
            [c12:08346] Read -1, expected 65536, errno = 1\\nJul 13 10:00:01 c12 kernel: ptrace attach of "./a.out"[8347] was attempted by "./a.out"[8346] | mpi.single-copy-failed | c12 |  | Yama's report is a fallback: the MPI's own line says what was refused
            Target Objects are listed below | - |  |  | negative: the words in prose, no alert details after them
            [ 1523.221931] AMD-Vi: Event logged [IO_PAGE_FAULT device=41:00.0 domain=0x0000 address=0x00000000fe00f000 flags=0x0020] | node.iommu-fault |  |  | Linux 4.x-5.x amd_iommu_report_page_fault (pr_fmt "AMD-Vi: ")
            Mar  3 10:11:12 gpu-a12 kernel: nvidia 0000:41:00.0: AMD-Vi: Event logged [IO_PAGE_FAULT domain=0x000e address=0x3f000000 flags=0x0020] | node.iommu-fault | gpu-a12 |  | 5.x-6.x through pci_err with the driver and device, the node from the syslog prefix
            AMD-Vi: Event logged [IO_PAGE_FAULT device=0000:c1:00.0 domain=0x0000 address=0x7f2a1000 flags=0x0050] | node.iommu-fault |  |  | 6.x with the PCI segment
            [ 812.000123] DMAR: [DMA Read NO_PASID] Request device [b1:00.0] fault addr 0x7fe0b000 [fault reason 0x06] PTE Read access is not set | node.iommu-fault |  |  | Linux 5.14+ dmar_fault_do_one
            DMAR: [DMA Write] Request device [3b:00.0] fault addr 7fd32000 [fault reason 05] PTE Write access is not set | node.iommu-fault |  |  | Linux 3.x-5.x dmar_fault_do_one
            [c12:08346] Read -1, expected 65536, errno = 1\\n[ 812.000123] DMAR: [DMA Read NO_PASID] Request device [b1:00.0] fault addr 0x7fe0b000 [fault reason 0x06] PTE Read access is not set | mpi.single-copy-failed | c12 |  | the IOMMU fault is a fallback: the job's own error stays the finding
            DMAR: IOMMU enabled | - |  |  | negative: the IOMMU's start-up line
            EAL: Detected 64 lcore(s)\\nEAL: No free hugepages reported in hugepages-1048576kB\\nEAL: FATAL: Cannot get hugepage information.\\nEAL: Cannot get hugepage information. | node.hugepages-unavailable |  |  | DPDK 18.05-24.x rte_eal_init_alert, printed as FATAL and again
            EAL: No free hugepages reported in hugepages-1048576kB\\nPANIC in rte_eal_init():\\nCannot get hugepage information | node.hugepages-unavailable |  |  | DPDK 1.x-18.02 rte_panic after "PANIC in rte_eal_init():"
            Failed to allocate hugepages. Please configure hugepages\\nFailed to allocate hugepage region.\\nfailed to create mr\\nFailed to create MR\\nCouldn't create IB resources | node.hugepages-unavailable |  |  | perftest --use_hugepages (src/host_memory.c): the hugepage buffer fails before the MR
            Failed to allocate hugepages. Please configure hugepages (errno=28: No space left on device) | node.hugepages-unavailable |  |  | perftest's hugetlbfs form with errno and strerror
            EAL: No free hugepages reported in hugepages-1048576kB | - |  |  | negative: no free 1G pages while 2M pages serve, a notice
            WARNING: Linux kernel CMA support was requested via the\\nbtl_vader_single_copy_mechanism MCA variable, but CMA support is\\nnot available due to restrictive ptrace settings.\\n\\nThe vader shared memory BTL will fall back on another single-copy\\nmechanism if one is available. This may result in lower performance.\\n\\n  Local host: gpu-n2 | mpi.single-copy-failed | gpu-n2 |  | help-btl-vader.txt [cma-permission-denied] (4.x), a warning: vader falls back
            WARNING: Linux kernel CMA support was requested via the\\nmca_btl_vader_single_copy_mechanism MCA variable, but CMA support is\\nnot available due to restrictive ptrace settings.\\n\\nThe vader BTL will fall back on another single-copy mechanism if one\\nis available. This may result in lower performance.\\n\\n  Local host: c401-002 | mpi.single-copy-failed | c401-002 |  | the same in 2.x-3.x's words (mca_btl_vader_...)
            WARNING: Could not generate an xpmem segment id for this process'\\naddress space.\\n\\nThe vader shared memory BTL will fall back on another single-copy\\nmechanism if one is available. This may result in lower performance.\\n\\n  Local host: nid00042\\n  Error code: 2 (No such file or directory) | mpi.single-copy-failed | nid00042 |  | help-btl-vader.txt [xpmem-make-failed]
            WARNING: Linux kernel knem support was requested via the\\nbtl_vader_single_copy_mechanism MCA parameter, but Knem support was either not\\ncompiled into this Open MPI installation, or Knem support was unable\\nto be activated in this process.\\n\\nThe vader BTL will fall back on another single-copy mechanism if one\\nis available. This may result in lower performance.\\n\\n  Local host: n17 | mpi.single-copy-failed | n17 |  | help-btl-vader.txt [knem requested but not available]
            ERROR: Linux kernel CMA support was requested via the\\nbtl_vader_single_copy_mechanism MCA variable, but CMA support is\\nnot available due to different user namespaces.\\n\\nYour MPI job will abort now. Please select another value for\\nbtl_vader_single_copy_mechanism.\\n\\n  Local host: node05 | mpi.single-copy-failed | node05 |  | help-btl-vader.txt [cma-different-user-namespace-error] (4.0-4.1), the job aborts
            WARNING: The default btl_vader_single_copy_mechanism CMA is\\nnot available due to different user namespaces.\\n\\nThe vader shared memory BTL will fall back on another single-copy\\nmechanism if one is available. This may result in lower performance.\\n\\n  Local host: node05 | - |  |  | negative: the namespace warning, vader falls back and nothing failed
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void vadersFallbackIsAWarning() throws IOException {
        var f = only("WARNING: Linux kernel CMA support was requested via the\\nbtl_vader_single_copy_mechanism MCA variable, but CMA support is\\nnot available due to restrictive ptrace settings.\\n\\n  Local host: gpu-n2");
        assertEquals(Severity.WARNING, f.severity());
        assertTrue(f.message().contains("ptrace_scope"), f.message());
    }

    @Test
    void aPermissiveNodesAlertIsAWarning() throws IOException {
        var f = only("SELinux is preventing /usr/bin/python3 from read access on the chr_file /dev/nvidia0.\\nEnforcing Mode                Permissive");
        assertEquals("node.security-denied", f.code());
        assertEquals(Severity.WARNING, f.severity());
        assertTrue(f.message().contains("permissive"), f.message());
    }

    @Test
    void theDetailsNameWhatWasRefused() throws IOException {
        var f = only("Target Objects                /dev/nvidia0 [ chr_file ]\\nSource                        python\\nEnforcing Mode                Enforcing\\nHost Name                     f38");
        assertEquals("f38", f.host());
        assertTrue(f.message().contains("python") && f.message().contains("/dev/nvidia0 (chr_file)"), f.message());
    }
}
