package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch.distributed on Windows hosts as such users paste it: fmtlib's "unmatched '}' in format string" that torch 2.0's Windows
 * wheels raise out of the c10d TCPStore (after the TCPStore( call a traceback shows: the caller's own line, torch's rendezvous.py,
 * torchrun's static rendezvous; or after "TCPStore()" in a title), the libuv store missing from the Windows wheels in its 2.4-2.5 and
 * 2.6+ wordings, gloo's store read timing out between two Windows machines; and the near-misses that are not the store's (Python's
 * own str.format error, an uncaught fmt::format_error of a C++ program, the message without a TCPStore call before it). Columns: the
 * codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledWindowsHostsWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            Traceback (most recent call last):\\n  File "O:\\\\test.py", line 3, in <module>\\n    dist.TCPStore("localhost", 51515)\\nRuntimeError: unmatched '}' in format string ¦ torch.store-failed ¦  ¦  ¦ pytorch issue 100185: torch 2.0.0 Windows wheel, a TCPStore client to localhost
              File "H:\\\\RVC\\\\venv\\\\lib\\\\site-packages\\\\torch\\\\distributed\\\\rendezvous.py", line 176, in _create_c10d_store\\n    return TCPStore(\\nRuntimeError: unmatched '}' in format string ¦ torch.store-failed ¦  ¦  ¦ torch 2.0 rendezvous.py's env:// store under init_process_group on Windows
            `self._store = TCPStore(  # type: ignore[call-arg]\\nRuntimeError: unmatched '}' in format string` ¦ torch.store-failed ¦  ¦  ¦ torchrun's static rendezvous frame and the error in one backtick span (an issue's description)
                store = dist.TCPStore("127.0.0.1", 0, 1, True, timedelta(seconds=30))\\nRuntimeError: unmatched '}' in format string ¦ torch.store-failed ¦  ¦  ¦ pytorch issue 118378: the store as server on 127.0.0.1, torch 2.0.0 on Windows 11
            TCPStore() RuntimeError: unmatched '}' in format string ¦ torch.store-failed ¦  ¦  ¦ the issue title's wording
            ValueError: Single '}' encountered in format string ¦ torch.exception ¦  ¦  ¦ near-miss: Python's own str.format error, a bare exception and not the store's
            terminate called after throwing an instance of 'fmt::v9::format_error'\\n  what():  unmatched '}' in format string ¦ - ¦  ¦  ¦ negative: a C++ program's uncaught fmt error, no TCPStore call
                store = dist.TCPStore("127.0.0.1", 29500, 2, True)\\n    store.set("key", "value")\\n    print(store.get("key"))\\n    logger.info("done") ¦ - ¦  ¦  ¦ negative: a TCPStore call and no error after it
            RuntimeError: use_libuv was requested but PyTorch was build without libuv support ¦ torch.store-failed ¦  ¦  ¦ LLaMA-Factory issue 7124: the 2.4-2.5 wording in a title
            torch.distributed.DistStoreError: use_libuv was requested but PyTorch was built without libuv support, run with USE_LIBUV=0 to disable it. ¦ torch.store-failed ¦  ¦  ¦ OmniAvatar issue 79: the 2.6+ wording on a Windows wheel
              File "D:\\\\Software\\\\Anaconda3\\\\envs\\\\torch18\\\\lib\\\\site-packages\\\\torch\\\\distributed\\\\distributed_c10d.py", line 592, in _new_process_group_helper\\n    timeout=timeout)\\nRuntimeError: Socket Timeout ¦ torch.rendezvous-timeout ¦  ¦  ¦ distributed_train_pytorch issue 2: gloo between two Windows machines, torch 1.8
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }
}
