import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondCommandLine

/// `respond-lua play SCRIPT [--port N] [--no-open]`: the playground, a page on
/// 127.0.0.1 where the mouse touches the screen and the page shows what UIKit
/// decided. This checks the command line, then hands over (exec) to the
/// playground's server, `respond-lua-play`, built next to `respond-lua` (it is a
/// program of its own so that its web server's libraries never slow down or
/// enlarge an ordinary `respond-lua` run).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script and serve a live page (on 127.0.0.1, behind a token) to touch its screen with the mouse.",
        discussion: """
            The page shows the screen; the mouse puts a finger down, drags and lifts it (Alt/Option-drag: two \
            fingers, to pinch and rotate). It shows the hit-test path with a verdict for every view visited, the \
            responder chain, each gesture recognizer's states on a timeline, and every delivery and action. A line \
            of Lua runs in the same engine; the script reloads when it changes on disk.

            Only this machine can reach the page (127.0.0.1), and only with the printed URL's token.
            """)

    @Option(help: "The port on 127.0.0.1 (0, the default, picks a free one).")
    var port: Int = 0

    @Flag(name: .customLong("no-open"), help: "Do not try to open a browser; just print the URL.")
    var noOpen = false

    @OptionGroup var engineOptions: EngineOptions

    @Argument(help: "The script.")
    var script: String

    /// A usage problem: one line, exit 2.
    private func usage(_ message: String) -> ExitCode {
        fputs("respond-lua: \(message)\n", stderr)
        return ExitCode(2)
    }

    func run() throws {
        guard (0...65535).contains(port) else { throw usage("--port must be from 0 to 65535, got \(port)") }
        var info = stat()
        guard stat(script, &info) == 0 else { throw usage("cannot open \(script): no such file") }

        var arguments = ["--script", script, "--port", String(port)]
        if noOpen { arguments.append("--no-open") }
        arguments += engineOptions.words
        try launchPlayground(arguments)
    }
}
