package dev.clusterjob.logs;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What copying a log adds comes off, and nothing else: each row is a pasted line (escapes written as \e, \r)
 * and the line the program wrote. The markdown rows are the form chat tools and editors give NCCL's file
 * names (.cc is a top-level domain); the colour rows are what terminals and browsers leave.
 */
class LogCleanerTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "node1:1:1 [0] NCCL INFO [init.cc](http://init.cc):1262 -> 2 | node1:1:1 [0] NCCL INFO init.cc:1262 -> 2",
            "NCCL INFO [transport/net.cc:1082](https://transport/net.cc:1082/) -> 6 | NCCL INFO transport/net.cc:1082 -> 6",
            "File \"[train.py](http://train.py)\", line 12 | File \"train.py\", line 12",
            "ImportError: [/opt/conda/lib/python3.10/site-packages/x_cuda.so](https://vscode-remote+ssh-002dremote-002bdev.vscode-resource.vscode-cdn.net/opt/conda/lib/python3.10/site-packages/x_cuda.so): undefined symbol: f"
                    + " | ImportError: /opt/conda/lib/python3.10/site-packages/x_cuda.so: undefined symbol: f",
            "OSError: [/home/u/env/lib/libcudart.so.12](https://file%2B.vscode-resource.vscode-cdn.net/home/u/env/lib/libcudart.so.12): x | OSError: /home/u/env/lib/libcudart.so.12: x",
            "File \"[/home/u/train.py](https://file+.vscode-resource.vscode-webview.net/home/u/train.py)\", line 3 | File \"/home/u/train.py\", line 3",
            "see [/home/u/a.py](https://file+.vscode-resource.vscode-cdn.net/home/u/b.py) | see [/home/u/a.py](https://file+.vscode-resource.vscode-cdn.net/home/u/b.py)",
            "see [the docs](https://docs.nvidia.com/x) first | see [the docs](https://docs.nvidia.com/x) first",
            "\\e[1;31mERROR\\e[0m: boom | ERROR: boom",
            "^[[33mWARN^[[0m rank 1 | WARN rank 1",
            "[1;31mRuntimeError[0m: CUDA error | RuntimeError: CUDA error",
            "step took [12ms] at [5m] | step took [12ms] at [5m]",
            "node1:1:1 [0] NCCL WARN NET/IB : Got completion\\r | node1:1:1 [0] NCCL WARN NET/IB : Got completion",
            "\\e]0;title\\aprompt$ srun | prompt$ srun",
            "[rank0]: [mlx5_0] port 1 | [rank0]: [mlx5_0] port 1",
            "ubuntu:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2&lt;45763&gt; failed : Software caused connection abort | ubuntu:39964:40075 [0] misc/socket.cc:483 NCCL WARN socketStartConnect: Connect to 10.0.0.2<45763> failed : Software caused connection abort",
            "ModuleNotFoundError: No module named &#39;deepspeed&#39; | ModuleNotFoundError: No module named 'deepspeed'",
            "  File &quot;/workspace/train.py&quot;, line 12, in &lt;module&gt; | \"File \"\"/workspace/train.py\"\", line 12, in <module>\"",
            "srun --mpi=pmix &amp;&amp; echo &amp;lt;done&amp;gt; | srun --mpi=pmix && echo &lt;done&gt;",
            "a &#x27;b&#x27; &#60;c&#62; | a 'b' <c>",
            "AT&T &copy; x; y & z | AT&T &copy; x; y & z",
            "RuntimeError: [../third_party/gloo/[pair.cc](http://pair.cc):534] Connection closed by peer | RuntimeError: [../third_party/gloo/pair.cc:534] Connection closed by peer",
            "**torch.distributed.DistBackendError: [5] is setting up NCCL communicator** | torch.distributed.DistBackendError: [5] is setting up NCCL communicator",
            "Error: **failed to run torchrun on n2** | Error: failed to run torchrun on n2",
            "    return f(*args, **kwargs) |    return f(*args, **kwargs)",
            "def f(**a, **b): | def f(**a, **b):",
            "a ** b ** c | a ** b ** c",
    })
    void pastedLineIsTheProgramsLine(String pasted, String written) {
        assertEquals(written, LogCleaner.clean(unescape(pasted)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "a\u00a0b | a b",
            "\ufeffnode1: x | node1: x",
            "RuntimeE\u200brror | RuntimeError",
            // a web page's no-break spaces around Slurm's banner are blanks before the markdown-bold reading sees it
            "slurmstepd: error: ***\u00a0JOB 3561528 ON js2-large10 CANCELLED\u00a0AT 2025-08-19T17:09:34 DUE TO TIME LIMIT\u00a0***"
                    + " | slurmstepd: error: *** JOB 3561528 ON js2-large10 CANCELLED AT 2025-08-19T17:09:34 DUE TO TIME LIMIT ***",
    })
    void invisibleCharactersGo(String pasted, String written) {
        assertEquals(written, LogCleaner.clean(pasted));
    }

    /**
     * What a rich-text editor (Discourse's composer, a wiki, "copy as markdown") makes of a pasted line: a backslash before
     * markdown's characters. A line whose every * _ [ ] ~ ` is escaped loses the backslashes; a program's own stay: a JSON
     * string's, a Windows path's, a regular expression's next to a bare bracket, a shell's line continuation.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "\\[2026-01-16T14:19:31.959\\] error: \\*\\*\\* STEP 6570106.interactive ON gpu044 CANCELLED AT 2026-01-16T14:19:31 DUE TO TIME LIMIT \\*\\*\\*"
                    + " | [2026-01-16T14:19:31.959] error: *** STEP 6570106.interactive ON gpu044 CANCELLED AT 2026-01-16T14:19:31 DUE TO TIME LIMIT ***",
            "(baobab)-\\[algren@login1 \\~\\]$ | (baobab)-[algren@login1 ~]$",
            "slurmstepd: error: Detected 1 oom\\_kill event in StepId=7.batch. | slurmstepd: error: Detected 1 oom_kill event in StepId=7.batch.",
            "NCCL\\_SOCKET\\_IFNAME=eth0 C:\\\\Users\\\\x | NCCL_SOCKET_IFNAME=eth0 C:\\Users\\x",
            "{\"msg\": \"a \\\"b\\\" [c]\"} | {\"msg\": \"a \\\"b\\\" [c]\"}",
            "re.error: unterminated \\[\\d+] at position 0 | re.error: unterminated \\[\\d+] at position 0",
            "C:\\Users\\me\\train.py | C:\\Users\\me\\train.py",
            "srun python train.py \\ | srun python train.py \\",
            "a \\* b * c | a \\* b * c",
            "[1,0]<stdout>:\\[2026-01-16T14:19:31.959\\] error: \\*\\*\\* JOB 7 ON n1 CANCELLED | [1,0]<stdout>:[2026-01-16T14:19:31.959] error: *** JOB 7 ON n1 CANCELLED",
    })
    void markdownEscapesGo(String pasted, String written) {
        assertEquals(written, LogCleaner.clean(pasted));
    }

    /** What a Chinese input method or editor makes of ASCII: full-width forms (U+FF01-U+FF5E) and the ideographic space. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "connect to (主节点IP，主节点port）， | connect to (主节点IP,主节点port),",
            "bash: torchrun：未找到命令 | bash: torchrun:未找到命令",
            "ｎｏｄｅ１：ｅｒｒｏｒ！ | node1:error!",
            "ModuleNotFoundError：No module named 'deepspeed' | ModuleNotFoundError: No module named 'deepspeed'",
            "MASTER_ADDR=10.0.0.1：29500 | MASTER_ADDR=10.0.0.1:29500",
            "报错： RuntimeError | 报错: RuntimeError",
            "报错：RuntimeError | 报错: RuntimeError",
            "报错\u3000RuntimeError | 报错 RuntimeError",
            "训练75模型，TP8,PP4 | 训练75模型,TP8,PP4",
            "中文。、“引号” | 中文。、\"引号\"",
    })
    void fullWidthFormsAreAscii(String pasted, String written) {
        assertEquals(written, LogCleaner.clean(pasted.replace("\\u3000", "\u3000")));
    }

    /** What a blog, a word processor or a chat tool makes of a program's quotes: the ASCII ones the program wrote. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
            "NVIDIA-SMI has failed because it couldn’t communicate with the NVIDIA driver | NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver",
            "[rank1]: store->get(‘0’) got error: Connection reset by peer | [rank1]: store->get('0') got error: Connection reset by peer",
            "OSError: libcudart.so.12: cannot open shared object file: “No such file” | OSError: libcudart.so.12: cannot open shared object file: \"No such file\"",
            "„low“ ‚low‘ ‛rev′ ‟rev″ | \"low\" 'low' 'rev' \"rev\"",
    })
    void typographicQuotesAreAscii(String pasted, String written) {
        assertEquals(written, LogCleaner.clean(pasted));
    }

    private static String unescape(String s) {
        return s.replace("\\e", "\u001B").replace("\\r", "\r").replace("\\a", "\u0007");
    }
}
