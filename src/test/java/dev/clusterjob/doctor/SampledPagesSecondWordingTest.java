package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings a second batch sampled from forums, Q&A sites and blogs showed doctor missing at first sight (issue 26): torch's "NCCL error
 * in: FILE:LINE, unhandled cuda error" quoted with the location elided ("in: ... unhandled cuda error"); torch's detail line under an NCCL
 * error ("ncclInternalError: Internal check failed.", and its invalid-argument, invalid-usage and unhandled-CUDA-error texts) named
 * without the error line; Slurm's gres and TRES refusals (slurm_strerror's texts) after srun's prefix or with none; OpenSSH's
 * changed-host-key banner and its "The ... host key for HOST has changed," line cut before "Host key verification failed.". Rows: the
 * real lines, the releases' wordings from the format strings, and negatives (a run that goes on after the banner with strict checking
 * off, Slurm texts that are no gres or TRES refusal, torch's detail lines under a cause that names itself). Columns: the codes of the
 * findings in order ("-": no finding of severity error), the host and peer of the first. {@code \n} is a line break.
 */
class SampledPagesSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            PyTorchの分散学習(DDP)環境で発生する「RuntimeError: NCCL error in: ... unhandled cuda error」は、PyTorchパッケージにバンドルされているNCCLと、OSにグローバルインストールされているNCCL(例: libnccl2)とのバージョン競合が根本原因であることが多いです。 | torch.cuda-error |  |  | real: openillumi.com ?p=69235, a Japanese post quoting the error with its location elided
            RuntimeError: NCCL error in: … unhandled cuda error, NCCL version 2.7.8 | torch.cuda-error |  |  | c10d NCCLUtils.hpp C10D_NCCL_CHECK (1.6-2.11) with FILE:LINE elided by one ellipsis character
            RuntimeError: NCCL error in: /opt/conda/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so, unhandled cuda error, NCCL version 2.18.3 | torch.cuda-error |  |  | the same wording as torch prints it (2.x, the location its build gave)
            Alright, guys, let's talk about that dreaded RuntimeError: NCCL error – it's something many of us have bumped into. This specific error, ncclInternalError: Internal check failed, is a real head-scratcher. | torch.dist-backend-error |  |  | real: bitcoin-staking.com, a blog post naming torch's detail line in prose
            ncclInternalError: Internal check failed. | torch.dist-backend-error |  |  | c10d NCCLUtils getNcclErrorDetailStr (1.10-2.11), ncclInternalError alone
            [rank0]: ncclInvalidUsage: This usually reflects invalid usage of NCCL library. | torch.dist-backend-error |  |  | the same function's ncclInvalidUsage text behind torch's rank prefix
            ncclInvalidArgument: Invalid value for an argument. | torch.dist-backend-error |  |  | the same function's ncclInvalidArgument text
            ncclUnhandledCudaError: Call to CUDA function failed. | torch.cuda-error |  |  | the same function's ncclUnhandledCudaError text
            ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. It can be also caused by unexpected exit of a remote peer. | nccl.system-error |  |  | negative: the same function's ncclSystemError text stays its code's own rule
            torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1275, internal error, NCCL version 2.14.3\\nncclInternalError: Internal check failed.\\nLast error:\\nDuplicate GPU detected : rank 1 and rank 0 both on CUDA device 1000 | nccl.duplicate-gpu |  |  | negative: under the error line and before its Last error (torch 2.0, NCCL 2.14), the detail line adds nothing to the cause the Last error names
            If you are using Slurm 21.08.0x, where x <= 4, you might see one of these error messages:\\n\\nInvalid generic resource (gres) specification\\n\\nor\\n\\nInvalid Trackable RESource (TRES) specification | slurm.allocation-failed |  |  | real: docs.linaroforge.com 24.1.3 known issues, slurm_strerror's texts on lines of their own
            srun: error: Invalid Trackable RESource (TRES) specification | slurm.allocation-failed |  |  | slurm_errno.c ESLURM_INVALID_TRES behind srun's error prefix
            srun: error: Unable to allocate resources: Invalid generic resource (gres) specification | slurm.allocation-failed |  |  | srun allocate.c "Unable to allocate resources: %m" with ESLURM_INVALID_GRES
            sbatch: error: Invalid generic resource (gres) specification | slurm.allocation-failed |  |  | sbatch's own line, read by the rule for sbatch's and salloc's refusals
            Invalid TRESBillingWeights specification | - |  |  | negative: another slurm_errno.c text about TRES, a partition's configuration, no job's refusal
            $ ssh 1234567@kelvin.qub.ac.uk\\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\n@       WARNING: POSSIBLE DNS SPOOFING DETECTED!          @\\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\nThe ECDSA host key for kelvin2.qub.ac.uk has changed,\\nand the key for the corresponding IP address 143.117.27.22\\nis unknown. This could either mean that\\nDNS SPOOFING is happening or the IP address for the host\\nand its host key have changed at the same time.\\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\nIT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!\\nPlease contact your system administrator. | ssh.failed | kelvin2.qub.ac.uk |  | real: blogs.qub.ac.uk 2016-02, OpenSSH's DNS spoofing block and changed-key banner, cut before the refusal
            @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\\nIT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!\\nSomeone could be eavesdropping on you right now (man-in-the-middle attack)! | ssh.failed |  |  | sshconnect.c warn_changed_key's banner alone (the address's key unchanged: no DNS spoofing block)
            @    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\\nAdd correct host key in /home/u/.ssh/known_hosts to get rid of this message.\\nOffending ECDSA key in /home/u/.ssh/known_hosts:12\\nHost key for gpu-node-3 has changed and you have requested strict checking.\\nHost key verification failed. | ssh.failed | gpu-node-3 |  | the whole refusal (OpenSSH 7.x-10.x): the strict-checking line names the host
            The ED25519 host key for node07 has changed,\\nand the key for the corresponding IP address 10.1.0.7\\nhas a different value. This could either mean that | ssh.failed | node07 |  | check_host_key's DNS spoofing line with another key type and key_msg
            @    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\\nThe fingerprint for the ECDSA key sent by the remote host is\\nSHA256:pHx9AoPvrR9cXC5nBZerkrq/A4mUTeugPYgWbImGnko.\\nPassword authentication is disabled to avoid man-in-the-middle attacks.\\nKeyboard-interactive authentication is disabled to avoid man-in-the-middle attacks. | - |  |  | negative: StrictHostKeyChecking=no, ssh goes on with key authentication (a warning may stand)
            Warning: Permanently added 'node07,10.1.0.7' (ED25519) to the list of known hosts. | - |  |  | negative: a new host key accepted is no changed one
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
