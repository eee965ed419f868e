package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failure wordings as Japanese and Korean users and centre pages show them: the messages programs print under a
 * ja_JP or ko_KR locale (glibc 2.36 po/ja.po and po/ko.po strerror, coreutils 9.1 po/ja.po and po/ko.po, bash 5.2 po/ja.po and po/ko.po,
 * read from the Debian 12 catalogues with msgunfmt), the tools' English lines inside a Japanese or Korean sentence or between corner
 * brackets, full-width punctuation, and the centre-side wordings a Japanese centre's page prints (Environment Modules 3.2 and 4.x on ABCI,
 * Univa Grid Engine's qsub with ABCI's SIM codes, Open MPI's MPI_Init block as ABCI's FAQ indents it). One row per wording; {@code \n}
 * in a row is a line break. The real logs are in the open corpus (realworld/doctor, index.tsv's doc51 block).
 */
class JaKoWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            cp: '/scratch/u/ckpt/model.pt' の書き込みエラー: デバイスに空き領域がありません | fs.no-space | | | coreutils 9.1 po/ja.po "error writing %s" -> "%s の書き込みエラー", glibc 2.36 po/ja.po strerror(ENOSPC)
            cp: '/scratch/u/ckpt/model.pt' 쓰는 중 오류: 장치에 남은 공간이 없음 | fs.no-space | | | coreutils 9.1 po/ko.po "%s 쓰는 중 오류", glibc 2.36 po/ko.po strerror(ENOSPC)
            tee: train.log: デバイスに空き領域がありません | fs.no-space | | | coreutils tee "%s" with strerror(ENOSPC) under ja_JP
            g0002: tar: ./ckpt/step-1000/mp_rank_00_model_states.pt: 書き込みできません: デバイスに空き領域がありません | fs.no-space | g0002 | | GNU tar "Cannot write" in po/ja.po after a launcher's "HOST: ", strerror(ENOSPC) in Japanese
            job.sh: 5 行: /home/u/out.log: ディスク使用量制限を超過しました | fs.no-space | | | bash 5.2 po/ja.po "%s: line %d: " -> "%s: %d 行: " before a redirection's strerror(EDQUOT)
            job.sh: 줄 5: /home/u/out.log: 디스크 할당량이 초과됨 | fs.no-space | | | bash 5.2 po/ko.po "%s: 줄 %d: " before strerror(EDQUOT) in Korean
            mkdir: ディレクトリ '/opt/conda/.cache' を作成できません: 読み込み専用ファイルシステムです | fs.read-only | | | coreutils po/ja.po "cannot create directory %s" -> "ディレクトリ %s を作成できません", glibc po/ja.po strerror(EROFS)
            mkdir: '/opt/conda/.cache' 디렉터리를 만들 수 없습니다: 읽기전용 파일 시스템 | fs.read-only | | | coreutils po/ko.po "%s 디렉터리를 만들 수 없습니다", glibc po/ko.po strerror(EROFS)
            bash: /data/train.log: 読み込み専用ファイルシステムです | fs.read-only | | | bash's redirection error "%s: %s" with strerror(EROFS) in Japanese
            cat: /lustre/data/shard-0001.bin: 入力/出力エラーです | fs.io-error | | | coreutils cat "%s" with glibc po/ja.po strerror(EIO)
            cat: /lustre/data/shard-0001.bin: 입력/출력 오류 | fs.io-error | | | the same with glibc po/ko.po strerror(EIO)
            ls: '/mnt/gcs' にアクセスできません: 通信端点が接続されていません | fs.io-error | | | coreutils po/ja.po "cannot access %s" -> "%s にアクセスできません", strerror(ENOTCONN) of a FUSE mount whose daemon died
            ls: '/mnt/gcs'에 접근할 수 없음: 전송 종료지점이 연결되어 있지 않습니다 | fs.io-error | | | coreutils po/ko.po "%s에 접근할 수 없음", glibc po/ko.po strerror(ENOTCONN)
            cat: /nfs/home/u/.triton/cache/x.json: 끊어진 파일 핸들 | fs.stale-handle | | | glibc po/ko.po strerror(ESTALE) (po/ja.po leaves it in English)
            cat: /nfs/home/u/.triton/cache/x.json: Stale file handle | fs.stale-handle | | | the same under ja_JP: glibc po/ja.po has no translation of strerror(ESTALE)
            ログを見ると「OSError: [Errno 28] No space left on device」と出ていました | fs.no-space | | | Python prints strerror in English under any locale: the line between corner brackets in a Japanese sentence
            cuda/10.2/10.2.89(7):ERROR:150: Module 'cuda/10.2/10.2.89' conflicts with the currently loaded module(s) 'cuda/10.0/10.0.130.1' | module.not-found | | | Environment Modules 3.2 ERR_CONFLICT "Module '%s' conflicts with the currently loaded module(s) '%s'" (docs.abci.ai environment-modules, ABCI 1.0)
            cudnn/7.6/7.6.5(12):ERROR:151: Module 'cudnn/7.6/7.6.5' depends on one of the module(s) 'cuda/10.2' | module.not-found | | | Environment Modules 3.2 ERR_PREREQ "Module '%s' depends on one of the module(s) '%s'"
            WARNING: cudnn/7.6/7.6.5 cannot be loaded due to missing prereq. | module.not-found | | | Environment Modules 3.2 with ABCI's modulefiles (docs.abci.ai environment-modules)
            Loading cuda/12.0/12.0.0\\n  ERROR: cuda/12.0/12.0.0 cannot be loaded due to a conflict.\\n    HINT: Might try "module unload cuda" first. | module.not-found | | | Environment Modules 4.x-5.x "%s cannot be loaded due to a conflict." (ABCI 2.0)
            Unloading cuda/11.0/11.0.3\\n  ERROR: cuda/11.0/11.0.3 cannot be unloaded due to a prereq.\\n    HINT: Might try "module unload cudnn/8.4/8.4.1" first. | module.not-found | | | Environment Modules 4.x-5.x "%s cannot be unloaded due to a prereq." in a module switch
            Switching from cuda/11.0/11.0.3 to cuda/11.2\\n  ERROR: Unload of switched-off cuda/11.0/11.0.3 failed | module.not-found | | | Environment Modules 4.x-5.x "Unload of switched-off %s failed"
            [username@g0001 ~]$ module load cuda/10.2/10.2.89\\ncuda/10.2/10.2.89(7):ERROR:150: Module 'cuda/10.2/10.2.89' conflicts with the currently loaded module(s) 'cuda/10.0/10.0.130.1' | module.not-found | g0001 | | the same after the shell's prompt, which names the node
            Unable to run job: SIM4403: The amount of estimated consumed-point '12.5' is over remaining point. Try 'show_point' for point information. | slurm.allocation-failed | | | Univa Grid Engine qsub "Unable to run job: %s." with ABCI's SIM4403 reason (docs.abci.ai job-execution)
            Unable to run job: job rejected: the requested project "username" does not exist. | slurm.allocation-failed | | | the same with the qmaster's "job rejected: the requested project \\"%s\\" does not exist" (no -g group given)
            Unable to run job: SIM4702: Specified resource(rt_F) is over limitation(32). | slurm.allocation-failed | | | the same with ABCI's SIM4702 (more nodes than the limit)
            Unable to run job: Job is rejected. h_rt must be specified. | slurm.allocation-failed | | | TSUBAME4.0's Grid Engine refusal without h_rt (t4 FAQ)
            developer):\\n\t[g0080:118482] *** An error occurred in MPI_Init | mpi.init-failed | g0080 | | Open MPI ompi_mpi_errors_are_fatal "[HOST:PID] *** An error occurred in MPI_Init" indented by a tab after the help text, as ABCI's FAQ shows it
            touch: cannot touch 'quota_test': Disk quota exceeded | fs.no-space | | | coreutils touch "cannot touch %s" with strerror(EDQUOT) (docs.abci.ai getting-started's quota example)
            quota_test に touch できません: ディスク使用量制限を超過しました | fs.no-space | | | the same under ja_JP: coreutils po/ja.po "cannot touch %s" -> "%s に touch できません"
            FATAL:   While making image from oci registry: error fetching image to cache: while building SIF from layers: conveyor failed to get: writing blob: write /tmp/bundle-temp-1/oci-put-blob1: no space left on device | fs.no-space | | | SingularityPRO 3.x's FATAL line ending in Go's *PathError "write %s: no space left on device" (docs.abci.ai faq)
            [ERR.] PJM 0057 pjsub node=32 is greater than the upper limit (24). | slurm.allocation-failed | | | Fujitsu TCS PJM "[ERR.] PJM %04d pjsub %s" as autosubmit's tests quote it
            [ERR.] PJM 0007 pjsub Staging option error (3).\\nRefer to the staging information file. (J5333b14881e31ebcd2000001.sh.s2366652) | slurm.allocation-failed | | | the same on the K computer, as xsub's comments quote it
            [ERR.] PJM 0070 pjsub No execute permission: pjsub-bulk. | slurm.allocation-failed | | | the same on Wisteria-Odyssey (a bulk job the group may not submit)
            [INFO] PJM 0000 pjsub Job 4926150 submitted. | - | | | the accepted submission: no failure
            [ERR.] PJM 0211 pjstat Invalid jobid: r1. | - | | | pjstat's own error: no job failed
            [ERR.] PJM 0020 pjsub Cannot open the file (rscgrp=fx-debug) : 2. | slurm.allocation-failed | | | the same on Nagoya's Flow, as aiida-fujitsu's docstring quotes it
            [ERR.] PJM 0071 pjsub Group not authorized to submit a job: group(59999) | slurm.allocation-failed | | | the same on Fugaku without -g
            Job return code    : 0\\nsignal             : -\\nPJM code           : 0\\n\\nJob 4758981 is completed. | - | | | PJM's job-end record for a normal end (Wisteria's job-end mail, as a Japanese user guide shows it)
            Job return code    : 137\\nsignal             : 9\\nPJM code           : 11\\n\\nJob 4758981 is completed. | slurm.time-limit | | | the same record at the elapsed-time limit: PJM code 11 (Fugaku user guide 5.16's code table)
            Job return code    : 137\\nsignal             : 9\\nPJM code           : 23 | slurm.oom | | | PJM code 23: the OOM killer
            PJM code           : 20 | slurm.node-fail | | | PJM code 20: a node went down
            qsub: Unknown option | slurm.allocation-failed | | | Grid Engine qsub "qsub: " + MSG_ANSWER_UNKNOWNOPTIONX_S "Unknown option %-.100s" as TSUBAME4.0's FAQ heading prints it (Open Cluster Scheduler common/msg_common.h, parse_job_cull.cc)
            qsub: Unknown option -l h_rt = 1:00:00 | slurm.allocation-failed | | | the same with the switch and its argument (a blank around "=" in a "#$" line)
            qsub: ERROR: error: ERROR! invalid option argument "rt_X=1" | slurm.allocation-failed | | | MSG_PARSE_INVALIDOPTIONARGUMENTX_S "ERROR! invalid option argument \\"%-.100s\\"" behind ABCI's qsub prefix (docs.abci.ai job-execution's table)
            스크립트를 통해 학습 시 CUDA out of memory 에러가 발생하였습니다. | torch.cuda-oom | | | the allocator's words named in a Korean sentence, "에러가 발생하였습니다" after them (KoAlpaca#53)
            파라미터 값을 키울 경우 다음과 같이 cuda out of memory가 뜨는 것을 확인했습니다. | torch.cuda-oom | | | the same lower-case with "가 뜨는" (FastMRI_challenge#203)
            学習を始めると CUDA out of memory エラーで止まります | torch.cuda-oom | | | the same in a Japanese sentence, "エラー" after them
            CUDA out of memory が出ないように batch size を下げました | - | | | a Japanese sentence saying the user lowered the batch size so that it does not come up: no report
            이제 cuda out of memory가 뜨지 않습니다 | - | | | the same in Korean ("가 뜨지 않습니다", it no longer comes up)
            (에러) CUDA out of memory. 문의 드립니다. | torch.cuda-oom | | | the same with the word for an error before it, as an issue title puts it (kakaobrain/karlo#1)
            エラー：CUDA out of memory | torch.cuda-oom | | | the same in Japanese with a full-width colon
            「ModuleNotFoundError: No module named 'deepspeed'」というエラーが出て計算ノードで学習が始まりません | python.module-not-found | | | CPython "No module named %R" between Japanese corner brackets
            ModuleNotFoundError：No module named 'deepspeed' | python.module-not-found | | | the same retyped with an input method's full-width colon and no blank (LogCleaner reads it as ": ")
            計算ノードで torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 600.00 MiB. と表示され停止します | torch.cuda-oom | | | torch 2.x CUDACachingAllocator "CUDA out of memory. Tried to allocate %s." in a Japanese sentence
            학습 중 RuntimeError: CUDA error: an illegal memory access was encountered 에러가 발생합니다 | torch.cuda-error | | | torch c10 "CUDA error: %s" inside a Korean sentence
            두 번째 노드에서 torch.distributed.DistNetworkError: The client socket has timed out after 1800000ms while trying to connect to (10.0.0.1, 29500). 에러가 납니다 | torch.rendezvous-timeout | | 10.0.0.1 | torch 2.x socket.cpp "... while trying to connect to ({}, {})." in a Korean sentence
            NCCL_SOCKET_IFNAME=eth0 으로 설정하니 해결되었습니다 | - | | | a Korean sentence describing the fix: no failure
            job.sh: 行 7: 12345 強制終了            python train.py | - | | | bash 5.2 po/ja.po job status "Killed" -> 強制終了 (glibc strsignal): unplaced, no rule's finding (IntlPasteWordingTest)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
