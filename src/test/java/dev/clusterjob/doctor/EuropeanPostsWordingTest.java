package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failure lines as Russian-, German-, French-, Spanish- and Portuguese-speaking users paste them: what the
 * job's own tools translate under such a locale. journalctl writes the month with the locale's abbreviation (glibc's
 * localedata abmon: ru_RU "дек", de_DE "Mär", fr_FR "déc." / "févr." / "juil.", es_ES "dic", pt_BR "dez") before the host of
 * a kernel or daemon line; coreutils and bash write their own words (coreutils po/LL.po "cannot create directory %s", "error
 * writing %s", "cannot create regular file %s", with quote()'s «», „“ or « ») and glibc's translated strerror (po/LL.po:
 * ENOSPC, EDQUOT, EROFS, ESTALE, EIO). Python, torch and NCCL print no translated text: their lines stay English, but the
 * post around them, a `date` line, a decimal comma and a Cyrillic path do not; and the locale such a user's ssh session forwards may
 * not be installed on the node (CPython's locale.Error and "unknown locale"). One row per wording; {@code \n} in a row is a line break.
 */
class EuropeanPostsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            дек 05 14:03:12 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | gpu-07 | | journalctl under ru_RU: glibc localedata ru_RU abmon "дек" before the host
            мар 15 09:41:27 node12.cluster.example.org kernel: NVRM: Xid (PCI:0000:ca:00): 48, pid=1896, name=python, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0. | gpu.xid | node12.cluster.example.org | | journalctl under ru_RU: abmon "мар", a long host name
            Mär 05 14:03:12 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | gpu-07 | | journalctl under de_DE: abmon "Mär" (an umlaut)
            Dez 05 14:03:12 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | gpu-07 | | journalctl under de_DE: abmon "Dez"
            déc. 05 14:03:12 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | gpu-07 | | journalctl under fr_FR: abmon "déc." (an accent and a full stop)
            juil. 14 03:22:10 10.1.2.3 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | 10.1.2.3 | | journalctl under fr_FR: abmon "juil." and a host written as its address
            févr. 03 11:00:41 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | gpu-07 | | journalctl under fr_FR: abmon "févr."
            dic 05 14:03:12 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | gpu-07 | | journalctl under es_ES: abmon "dic"
            dez 05 14:03:12 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus. | gpu.xid | gpu-07 | | journalctl under pt_BR: abmon "dez"
            ven. 5 déc. 2025 14:03:12 CET\\nTraceback (most recent call last):\\n  File "/home/пользователь/train.py", line 12, in <module>\\nOSError: [Errno 28] No space left on device: '/scratch/модель/ckpt.pt' | fs.no-space | | | a job script's `date` under fr_FR, a Cyrillic path: CPython's OSError stays English (Python sets no LC_MESSAGES)
            Fr 5. Dez 14:03:12 CET 2025 | - | | | `date` under de_DE alone: a time stamp, no failure
            Epoch 3: loss 0,4512 acc 87,5 % | - | | | a progress line with decimal commas: no failure
            gpu-07: cp: ошибка записи '/scratch/ckpt/step_900.pt': На устройстве не осталось свободного места | fs.no-space | gpu-07 | | coreutils po/ru.po "error writing %s" with glibc po/ru.po strerror(ENOSPC), behind pdsh's prefix
            mkdir: невозможно создать каталог «/home/u/.cache/huggingface»: Превышена дисковая квота | fs.no-space | | | coreutils po/ru.po "cannot create directory %s", quote()'s «», glibc po/ru.po strerror(EDQUOT)
            cp: reguläre Datei '/scratch/ckpt/model.pt' kann nicht angelegt werden: Auf dem Gerät ist kein Speicherplatz mehr verfügbar | fs.no-space | | | coreutils po/de.po "cannot create regular file %s" with glibc po/de.po strerror(ENOSPC)
            cp: Fehler beim Schreiben von '/scratch/ckpt/model.pt': Der zugewiesene Plattenplatz (Quota) ist überschritten | fs.no-space | | | coreutils po/de.po "error writing %s", glibc po/de.po strerror(EDQUOT)
            cp: erreur d'écriture dans '/scratch/ckpt/model.pt': Aucun espace disponible sur le périphérique | fs.no-space | | | coreutils po/fr.po "error writing %s", glibc po/fr.po strerror(ENOSPC)
            mkdir: impossible de créer le répertoire « /home/u/.triton »: Débordement du quota d'espace disque | fs.no-space | | | coreutils po/fr.po "cannot create directory %s", glibc po/fr.po strerror(EDQUOT)
            cp: error al escribir en '/scratch/ckpt/model.pt': No queda espacio en el dispositivo | fs.no-space | | | coreutils po/es.po "error writing %s", glibc po/es.po strerror(ENOSPC)
            cp: erro de escrita de '/scratch/ckpt/model.pt': Não há espaço disponível no dispositivo | fs.no-space | | | coreutils po/pt_BR.po "error writing %s", glibc po/pt_BR.po strerror(ENOSPC)
            bash: не удаётся создать временный файл для блока here-document: На устройстве не осталось свободного места | fs.no-space | | | bash po/ru.po "cannot create temp file for here-document: %s" (a full /tmp)
            mkdir: невозможно создать каталог «/opt/app/.cache»: Файловая система доступна только для чтения | fs.read-only | | | coreutils po/ru.po "cannot create directory %s", glibc po/ru.po strerror(EROFS) (a container's image)
            mkdir: das Verzeichnis „/opt/app/.cache“ kann nicht angelegt werden: Das Dateisystem ist nur lesbar | fs.read-only | | | coreutils po/de.po, quote()'s „“, glibc po/de.po strerror(EROFS)
            mkdir: impossible de créer le répertoire « /opt/app/.cache »: Système de fichiers accessible en lecture seulement | fs.read-only | | | coreutils po/fr.po, glibc po/fr.po strerror(EROFS)
            mkdir: no se puede crear el directorio «/opt/app/.cache»: Sistema de ficheros de sólo lectura | fs.read-only | | | coreutils po/es.po, glibc po/es.po strerror(EROFS)
            mkdir: não foi possível criar o diretório “/opt/app/.cache”: Sistema de arquivos somente para leitura | fs.read-only | | | coreutils po/pt_BR.po, glibc po/pt_BR.po strerror(EROFS)
            gpu-07: ls: невозможно получить доступ к '/shared/cache/triton': Устаревший дескриптор файла | fs.stale-handle | gpu-07 | | coreutils po/ru.po "cannot access %s" with glibc po/ru.po strerror(ESTALE), behind pdsh's prefix
            cp: Fehler beim Lesen von '/lustre/data/shard_07.bin': Eingabe-/Ausgabefehler | fs.io-error | | | coreutils po/de.po "error reading %s" with glibc po/de.po strerror(EIO)
            cat: /lustre/data/shard_07.bin: Erreur d'entrée/sortie | fs.io-error | | | coreutils cat "%s" with glibc po/fr.po strerror(EIO)
            Dec 05 14:03:12 gpu-07: bash: torchrun: command not found | launch.command-not-found | gpu-07 | | moreutils ts's default stamp "%b %d %H:%M:%S" before pdsh's "HOST: "
            дек 05 14:03:12 gpu-07: bash: torchrun: команда не найдена | launch.command-not-found | gpu-07 | | ts under ru_RU (the month "дек") before pdsh's prefix and bash po/ru.po
            déc. 05 14:03:12 job.sh: ligne 2: torchrun : commande introuvable | launch.command-not-found | | | ts under fr_FR before bash po/fr.po's script line
            дек 05 14:03:12 slurmstepd: error: *** JOB 4242 ON gpu-07 CANCELLED AT 2025-12-05T14:03:12 DUE TO TIME LIMIT *** | slurm.time-limit | gpu-07 | | ts under ru_RU before slurmstepd's own line (English: Slurm prints no translated text)
            [ven. 5 déc. 2025 14:03:12 CET] bash: torchrun: command not found | launch.command-not-found | | | a script's `date` under fr_FR in brackets before the shell's line
            Fr 5. Dez 14:03:12 CET 2025: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.06 GiB is free. | torch.cuda-oom | | | `date` under de_DE before torch's English message
            gpu-07: mkdir: невозможно создать каталог «/scratch/u/run»: На устройстве не осталось свободного места | fs.no-space | gpu-07 | | coreutils po/ru.po mkdir with glibc po/ru.po strerror(ENOSPC), behind pdsh's prefix
            дек 05 14:03:12 gpu-07 slurmd[905]: error: Job 4242 exceeded memory limit (16777216 > 16000000), being killed | slurm.oom | gpu-07 | | slurmd's line in the journal under ru_RU: the host after the locale's month
            locale.Error: unsupported locale setting | locale.not-installed | | | CPython Modules/_localemodule.c setlocale "unsupported locale setting" (locale.Error, 2.x-3.14): LANG/LC_ALL name a locale the node lacks
            gpu-07: locale.Error: unsupported locale setting | locale.not-installed | gpu-07 | | the same behind pdsh's prefix
            /bin/bash: warning: setlocale: LC_ALL: cannot change locale (ru_RU.UTF-8)\\nTraceback (most recent call last):\\n  File "/home/u/train.py", line 3, in <module>\\n    locale.setlocale(locale.LC_ALL, "")\\n  File "/usr/lib/python3.10/locale.py", line 620, in setlocale\\n    return _setlocale(category, locale)\\nlocale.Error: unsupported locale setting | locale.not-installed | | | bash's setlocale warning (locale.c) and Python's error after it: the forwarded ru_RU.UTF-8 is not on the node
            i got `Error: unsupported locale setting` thrown from `locale.py:620` | locale.not-installed | | | the class's bare name as a tool prints type(e).__name__, quoted in a post (the text is _locale's alone)
            ValueError: unknown locale: UTF-8 | locale.not-installed | | | CPython Lib/locale.py _parse_localename "unknown locale: %s" (2.x-3.14): a Mac's LC_CTYPE=UTF-8 forwarded by ssh
            [rank3]: ValueError: unknown locale: UTF-8 | locale.not-installed | | | the same in torchrun's rank prefix
            bash: warning: setlocale: LC_ALL: cannot change locale (de_DE.UTF-8) | - | | | bash locale.c's warning alone: the shell runs on in the C locale, no failure
            perl: warning: Setting locale failed. | - | | | perl's warning alone: no failure
            mkdir: невозможно создать каталог «/data/x»: Нет такого файла или каталога | - | | | coreutils with strerror(ENOENT): a missing parent directory, not a full or broken file system
            Ошибка: На устройстве не осталось свободного места? Нет, места достаточно | - | | | the words in a post's sentence, no tool or file before them: no report
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
