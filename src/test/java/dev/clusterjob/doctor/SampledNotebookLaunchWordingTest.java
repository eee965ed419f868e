package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Work spread over processes from a notebook or an interactive session: a worker started with the spawn start method that cannot
 * unpickle the function it should run, because it was defined in the parent's interactive main module or only under the script's
 * main block (CPython pickle.py's and _pickle.c's "Can't get attribute %r on %r" with the module's repr: a built-in __main__, an
 * __mp_main__ re-imported by a spawn child; with and without the AttributeError class, quoted) is python.spawn-target-in-main; and
 * the negatives (a checkpoint's class missing from an ordinary module or from another script's __main__, a local function, a module
 * whose name only starts like __main__). Columns: the codes of the findings in order ("-": none), the host and peer of the first,
 * the source. {@code \n} is a line break.
 */
class SampledNotebookLaunchWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Traceback (most recent call last):\\n  File "<string>", line 1, in <module>\\n  File "/Users/xxxx/opt/anaconda3/lib/python3.9/multiprocessing/spawn.py", line 116, in spawn_main\\n    exitcode = _main(fd, parent_sentinel)\\n  File "/Users/xxxx/opt/anaconda3/lib/python3.9/multiprocessing/spawn.py", line 126, in _main\\n    self = reduction.pickle.load(from_parent)\\nAttributeError: Can't get attribute 'test_it' on <module '__main__' (built-in)> | python.spawn-target-in-main |  |  | jupyter/notebook issue 6258: a Process started from a notebook cell, Python 3.9's _pickle.c
                return _ForkingPickler.loads(res)\\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^\\nAttributeError: Can't get attribute 'get_cdmx_dist' on <module '__mp_main__' from '/Users/u/clean/calculate_distances.py'> | python.spawn-target-in-main |  |  | vscode-jupyter issue 12485: a spawn Pool's worker, the main module imported again as __mp_main__ (Python 3.11)
             >Can't get attribute 'square' on <module '__main__' (built-in)> | python.spawn-target-in-main |  |  | DeepReinforcementLearningInAction issue 26: the message quoted alone, without its class
            Traceback (most recent call last):\\n  File "/home/u/.conda/envs/t/lib/python3.12/multiprocessing/spawn.py", line 122, in spawn_main\\n    exitcode = _main(fd, parent_sentinel)\\n  File "/home/u/.conda/envs/t/lib/python3.12/multiprocessing/spawn.py", line 132, in _main\\n    self = reduction.pickle.load(from_parent)\\nAttributeError: Can't get attribute 'train_worker' on <module '__mp_main__' (<_frozen_importlib_external.SourceFileLoader object at 0x7f3a2c1e4b50>)> | python.spawn-target-in-main |  |  | format strings: _pickle.c getattribute in a spawn child whose re-imported main module prints its loader
            AttributeError: Can't get attribute 'Net' on <module '__main__' from '/home/u/load.py'> | torch.exception |  |  | negative: torch.load of a model pickled from another script's main module, not a spawn child
            AttributeError: Can't get attribute 'Net' on <module 'models' from '/home/u/proj/models.py'> | torch.exception |  |  | negative: torch.load of a checkpoint whose class left an ordinary module
            AttributeError: Can't get local attribute 'main.<locals>.run' on <module '__main__' from '/home/u/train.py'> | torch.exception |  |  | negative: a nested function, pickle.py's local wording
            AttributeError: Can't get attribute 'Net' on <module '__main__x' from '/home/u/x.py'> | torch.exception |  |  | negative: a module whose name only starts like the main module
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
