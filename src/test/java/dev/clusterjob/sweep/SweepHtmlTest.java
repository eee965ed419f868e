package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The HTML report: self-contained (nothing to fetch), and a real browser draws it: Debian's Chromium,
 * headless, takes a screenshot of the testbed's throttled sweep; the picture must not be blank (the heat
 * map's red and green are in it) and the page's script must run to its end without an error. A page whose
 * script breaks is caught by the same check (the control).
 */
class SweepHtmlTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @Test
    void thePageIsSelfContained() throws Exception {
        String html = SweepHtml.render(SweepFixtures.throttled());
        assertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"), "fetching is forbidden");
        for (String external : List.of("src=", "href=", "url(", "@import", "http://", "https://")) {
            assertFalse(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "").contains(external), external);
        }
        assertTrue(html.contains("<svg xmlns="), "the heat map inline");
        assertTrue(html.contains("1 outlier(s): n29node2."), "the verdict");
        assertTrue(html.contains("<tr data-node=\"n29node2\" class=\"outlier\">"), "the nodes' table");
        assertTrue(html.contains("n29node1-n29node2 0.00 GB/s"), "the evidence");
    }

    /** What Chromium made of a page: its console lines and the screenshot. */
    record Rendered(List<String> console, BufferedImage picture, String log) {
    }

    static Rendered chromium(Path html, Path dir) throws Exception {
        assertTrue(Files.isExecutable(CHROMIUM), CHROMIUM + " is missing: install Debian's chromium package (run-tests installs it)");
        Path png = dir.resolve(html.getFileName() + ".png");
        Path profile = Files.createTempDirectory(dir, "chromium-profile-");
        Path log = dir.resolve(html.getFileName() + ".log");
        Process p = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
                "--enable-logging=stderr", "--v=0", "--window-size=1000,1300", "--screenshot=" + png, html.toUri().toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        // a hang guard, not a timing assertion
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "chromium did not finish in 180 s");
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        List<String> console = out.lines().filter(l -> l.contains(":CONSOLE")).toList();
        return new Rendered(console, ImageIO.read(png.toFile()), out);
    }

    /** Distinct colours in the picture, and whether it has the heat map's red (a slow pair) and green (a healthy one). */
    static Set<Integer> colours(BufferedImage img) {
        Set<Integer> c = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 2) {
            for (int x = 0; x < img.getWidth(); x += 2) {
                c.add(img.getRGB(x, y) & 0xffffff);
            }
        }
        return c;
    }

    static boolean has(Set<Integer> colours, String hex) {
        return colours.contains(Integer.parseInt(hex.substring(1), 16));
    }

    @Test
    void chromiumDrawsTheReportAndItsScriptRunsWithoutError(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("sweep.html");
        Files.writeString(page, SweepHtml.render(SweepFixtures.throttled()));
        Path broken = dir.resolve("broken.html");
        Files.writeString(broken, SweepHtml.render(SweepFixtures.throttled()).replace("console.log('" + SweepHtml.READY,
                "undefinedFunction(); console.log('" + SweepHtml.READY));
        Rendered ok = chromium(page, dir);
        assertTrue(ok.console().stream().anyMatch(l -> l.contains(SweepHtml.READY + " 3 nodes")), "the script ran to its end:\n" + ok.log());
        assertTrue(ok.console().stream().noneMatch(l -> l.contains("Uncaught") || l.contains("Refused")), "no script error:\n" + ok.console());
        Set<Integer> colours = colours(ok.picture());
        assertTrue(colours.size() > 20, "not blank: " + colours.size() + " colours");
        assertTrue(has(colours, HeatMapSvg.COLOURS[0]) && has(colours, HeatMapSvg.COLOURS[4]), "the heat map's red and green cells are drawn");
        assertFalse(has(colours(blank()), HeatMapSvg.COLOURS[0]) || colours(blank()).size() > 20, "the check tells a blank picture");
        Rendered bad = chromium(broken, dir);
        assertTrue(bad.console().stream().anyMatch(l -> l.contains("Uncaught ReferenceError")), "the control's error is seen:\n" + bad.console());
        assertTrue(bad.console().stream().noneMatch(l -> l.contains(SweepHtml.READY)), "and its script did not reach its end");
    }

    static BufferedImage blank() {
        BufferedImage img = new BufferedImage(100, 100, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                img.setRGB(x, y, 0xffffff);
            }
        }
        return img;
    }

    @Test
    void aLargeSweepListsItsSlowestPairsAndSaysSo() {
        String html = SweepHtml.render(SweepFixtures.fleet(40, 7));
        assertTrue(html.contains("<p>The " + SweepHtml.MAX_PAIRS + " slowest of 780 pairs (the heat map shows all).</p>"), "40 nodes: 780 pairs");
        assertTrue(html.contains("1 outlier(s): h007."), html.substring(0, 600));
    }
}
