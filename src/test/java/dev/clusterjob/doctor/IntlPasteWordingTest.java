package dev.clusterjob.doctor;

import dev.clusterjob.know.Certainty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The shell's and the C library's own messages as a job prints them under a Japanese, Korean, Russian, Ukrainian, German,
 * French, Spanish, Portuguese, Italian or Polish locale, and as posts in those languages quote them. The
 * wordings come from the message catalogues: bash's po/LL.po ("command not found", "%s: line %d: ", "line %d: ",
 * "%s: cannot execute: required file not found", 4.2 to 5.3) and glibc's po/LL.po for strerror ("No such file or directory");
 * rows marked "captured" were printed here by bash 5.2.15 (Debian) with LANGUAGE=LL, whose catalogues differ a little from
 * upstream's (Korean 명령어를, German's full stop, Ukrainian команду). OpenSSH, NCCL and torch print no translated text
 * (no gettext, no setlocale for messages): their lines stay English under any locale. One row per wording; {@code \n} in a
 * row is a line break.
 */
class IntlPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            job.sh: 行 2: torchrun: コマンドが見つかりません | launch.command-not-found | | | captured, LANGUAGE=ja: bash po/ja.po "line %d: " 行 %d and "command not found" "%s: コマンドが見つかりません"
            -bash: mpirun: コマンドが見つかりません | launch.command-not-found | | | bash 4.2-5.2 po/ja.po "%s: コマンドが見つかりません" in an interactive login shell
            /var/spool/slurmd/job42/slurm_script: 12 行: srun: コマンドが見つかりません | launch.command-not-found | | | bash 5.3 po/ja.po "line %d: " -> "%d 行: " after the script's name
            「torchrun: コマンドが見つかりません」と表示されて学習が始まりません | launch.command-not-found | | | the message between Japanese corner brackets in a post's sentence
            torchrun：コマンドが見つかりません | launch.command-not-found | | | the same retyped with a full-width colon
            job.sh: 줄 2: torchrun: 명령어를 찾을 수 없음 | launch.command-not-found | | | captured, LANGUAGE=ko: bash 5.1-5.2 po/ko.po "%s: 명령어를 찾을 수 없음", "%s: line %d: " -> "%s: 줄 %d: "
            bash: 행 1번: deepspeed: 명령을 찾을 수 없음 | launch.command-not-found | | | bash 5.3 po/ko.po "command not found" -> "명령을 찾을 수 없음", "line %d: " -> "행 %d번: "
            job.sh: строка 2: torchrun: команда не найдена | launch.command-not-found | | | captured, LANGUAGE=ru: bash 4.4-5.3 po/ru.po "%s: команда не найдена", "строка %d: "
            gpu-07: bash: mpirun: команда не найдена | launch.command-not-found | gpu-07 | | pdsh's "HOST: " before the Russian message
            Пишет «torchrun: команда не найдена», хотя torch установлен | launch.command-not-found | | | the message between Russian guillemets in a post
            job.sh: рядок 2: torchrun: команду не знайдено | launch.command-not-found | | | captured, LANGUAGE=uk (Debian's bash.mo); upstream 5.3 po/uk.po "команди не знайдено"
            job.sh: Zeile 2: torchrun: Kommando nicht gefunden. | launch.command-not-found | | | captured, LANGUAGE=de: bash 4.2-5.2 po/de.po "%s: Kommando nicht gefunden." (a full stop at the end)
            bash: Zeile 1: srun: Kommando nicht gefunden | launch.command-not-found | | | bash 5.3 po/de.po "command not found" -> "Kommando nicht gefunden"
            job.sh: ligne 2: torchrun : commande introuvable | launch.command-not-found | | | captured, LANGUAGE=fr: bash po/fr.po "%s : commande introuvable", a blank before the colon (French typography)
            job.sh: línea 2: torchrun: orden no encontrada | launch.command-not-found | | | captured, LANGUAGE=es: bash 5.0-5.3 po/es.po "%s: orden no encontrada"
            bash: mpirun: no se encontró la orden | launch.command-not-found | | | bash 4.4 po/es.po "%s: no se encontró la orden"
            job.sh: linha 2: torchrun: comando não encontrado | launch.command-not-found | | | captured, LANGUAGE=pt_BR: bash po/pt_BR.po "%s: comando não encontrado"
            job.sh: riga 2: torchrun: comando non trovato | launch.command-not-found | | | captured, LANGUAGE=it: bash po/it.po "%s: comando non trovato"
            job.sh: linia 2: torchrun: nie znaleziono polecenia | launch.command-not-found | | | captured, LANGUAGE=pl: bash po/pl.po "nie znaleziono polecenia"
            job.sh: 行 3: ./train.sh: そのようなファイルやディレクトリはありません | launch.command-not-found | | | captured, LANGUAGE=ja: bash shell_execve "%s: %s" with glibc po/ja.po strerror(ENOENT)
            job.sh: 줄 3: ./train.sh: 그런 파일이나 디렉터리가 없습니다 | launch.command-not-found | | | captured, LANGUAGE=ko: glibc po/ko.po strerror(ENOENT)
            n12: bash: /opt/venv/bin/python: Нет такого файла или каталога | launch.command-not-found | n12 | | glibc po/ru.po strerror(ENOENT) after pdsh's "HOST: "
            job.sh: Zeile 3: ./train.sh: Datei oder Verzeichnis nicht gefunden | launch.command-not-found | | | captured, LANGUAGE=de: glibc po/de.po strerror(ENOENT)
            job.sh: ligne 3: ./train.sh: Aucun fichier ou dossier de ce type | launch.command-not-found | | | captured, LANGUAGE=fr: Debian's libc.mo (glibc po/fr.po has "Aucun fichier ou dossier de ce nom")
            job.sh : ligne 3 : ./train.sh: Aucun fichier ou dossier de ce nom | launch.command-not-found | | | bash 5.3 po/fr.po "%s : ligne %d : " with glibc po/fr.po strerror(ENOENT)
            job.sh: línea 3: ./train.sh: No existe el fichero o el directorio | launch.command-not-found | | | captured, LANGUAGE=es: glibc po/es.po strerror(ENOENT)
            job.sh, linha 3: ./train.sh: Arquivo ou diretório inexistente | launch.command-not-found | | | bash 5.3 po/pt_BR.po "%s: line %d: " -> "%s, linha %d: ", glibc po/pt_BR.po strerror(ENOENT)
            job.sh: riga 3: ./train.sh: File o directory non esistente | launch.command-not-found | | | captured, LANGUAGE=it: glibc po/it.po strerror(ENOENT)
            job.sh: рядок 3: ./train.sh: Немає такого файла або каталогу | launch.command-not-found | | | captured, LANGUAGE=uk: glibc po/uk.po strerror(ENOENT)
            job2.sh: 行 2: ./run.sh: 実行できません: 必要なファイルがありません | launch.command-not-found | | | captured, LANGUAGE=ja: bash 5.2 po/ja.po "%s: 実行できません: 必要なファイルがありません" (a missing interpreter)
            job2.sh: ligne 2: ./run.sh : ne peut exécuter : le fichier requis n'a pas été trouvé | launch.command-not-found | | | captured, LANGUAGE=fr: bash po/fr.po "%s : ne peut exécuter : le fichier requis n'a pas été trouvé"
            job2.sh: línea 2: ./run.sh: no se puede ejecutar: no se ha encontrado el fichero requerido | launch.command-not-found | | | captured, LANGUAGE=es: bash po/es.po
            env: `python': そのようなファイルやディレクトリはありません | launch.command-not-found | | | captured, LANGUAGE=ja: coreutils env "%s: %s" with quote()'s `' and glibc po/ja.po strerror(ENOENT)
            /usr/bin/env: «python3»: Нет такого файла или каталога | launch.command-not-found | | | captured, LANGUAGE=ru: quote()'s «» from a script's #! line
            /usr/bin/env: « python »: Aucun fichier ou dossier de ce type | launch.command-not-found | | | captured, LANGUAGE=fr: quote()'s « » with blanks inside
            /usr/bin/env: „python“: Datei oder Verzeichnis nicht gefunden | launch.command-not-found | | | captured, LANGUAGE=de: quote()'s „“
            /usr/bin/env: «python»: No existe el archivo o el directorio | launch.command-not-found | | | older glibc po/es.po "No existe el archivo o el directorio" with quote()'s «»
            bash: ./train.py: /opt/venv/bin/python: 誤ったインタプリタです: そのようなファイルやディレクトリはありません | launch.command-not-found | | | bash 4.2-5.1 po/ja.po "%s: %s: 誤ったインタプリタです" then strerror(ENOENT)
            bash: ./train.py : /opt/venv/bin/python : mauvais interpréteur: Aucun fichier ou dossier de ce nom | launch.command-not-found | | | bash 4.2-5.1 po/fr.po "%s : %s : mauvais interpréteur"
            cat: /data/train.json: そのようなファイルやディレクトリはありません | - | | | captured, LANGUAGE=ja: coreutils' cat on a missing data file, not a program the shell could not start
            bash: 行 1: cd: /data/src: Нет такого файла или каталога | - | | | cd's own error under ru: the directory, not a program
            Ошибка: команда не найдена в списке | - | | | the words in a sentence with a word of the post's language before the colon, no program: not bash's message
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    /**
     * A process the kernel killed, as bash reports it in a script under these locales (glibc's strsignal through bash's job
     * messages, captured here with LANGUAGE=LL): no rule places it, but it makes the diagnosis unsure and is named as unplaced (a
     * crash in the same wording is {@code process.crashed}: CrashReportWordingTest).
     */
    @Test
    void localizedSignalLinesAreNamedWhenNothingPlacesThem() throws IOException {
        for (String line : List.of("job2.sh: 5 行: 12859 強制終了            python train.py",
                "job2.sh: 줄 5: 12867 죽었음               python train.py",
                "job2.sh: строка 5: 12874 Убито              python train.py",
                "job2.sh: Zeile 5: 12880 Getötet                python train.py")) {
            Certainty c = DOCTOR.diagnosis("job.out", new BufferedReader(new StringReader("step 1\n" + line + "\n")), NodeMap.empty()).certainty();
            assertEquals(List.of(line), c.unplaced().stream().map(Certainty.Unplaced::text).toList(), line);
        }
    }
}
