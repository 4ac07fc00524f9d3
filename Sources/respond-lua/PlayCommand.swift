import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondCommandLine
import RespondCore

/// `respond-lua play SCRIPT [--port N] [--no-open]`: the playground, a page on
/// 127.0.0.1 where the mouse touches the screen and the page shows what UIKit
/// decided. This checks the command line, then hands over (exec) to the
/// playground's server, `respond-lua-play`, built next to `respond-lua` (it is a
/// program of its own so that its web server's libraries never slow down or
/// enlarge an ordinary `respond-lua` run).
struct Play: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        abstract: HelpWords.text("Run a script and serve a live page (on 127.0.0.1, behind a token) to touch its screen with the mouse.",
                                 "运行脚本，在演练场网页上用鼠标触摸它的屏幕。"),
        discussion: HelpWords.text("""
            The page shows the screen; the mouse puts a finger down, drags and lifts it (Alt/Option-drag: two \
            fingers, to pinch and rotate). It shows the hit-test path with a verdict for every view visited, the \
            responder chain, each gesture recognizer's states on a timeline, and every delivery and action. A line \
            of Lua runs in the same engine; the script reloads when it changes on disk.

            Only this machine can reach the page (127.0.0.1), and only with the printed URL's token.
            """, """
            网页上显示屏幕：用鼠标按下、拖动、抬起，就是一根手指的按下、移动和抬起（按住 Alt/Option 拖动是两根手指，\
            用来捏合和旋转）。网页上列出命中测试的路径和每个经过的视图的判定、响应者链、每个手势识别器在时间轴上的\
            状态，以及每一次事件传递和动作。可以输入一行 Lua，在同一个引擎里运行；脚本文件改动后会自动重新加载。

            只有本机能访问这个网页（127.0.0.1），而且必须用打印出来的网址里的令牌。
            """))
    }

    @Option(name: .customLong("port"), help: HelpWords.option("The port on 127.0.0.1 (0, the default, picks a free one).",
                                                              "127.0.0.1 上的端口（默认 0，自动选一个空闲端口）。"))
    var portGiven: Int?
    var port: Int { portGiven ?? 0 }

    @Flag(name: .customLong("no-open"), help: HelpWords.option("Do not try to open a browser; just print the URL.",
                                                               "不要尝试打开浏览器，只打印网址。"))
    var noOpen = false

    @OptionGroup var engineOptions: EngineOptions

    @Argument(help: HelpWords.option("The script.", "脚本。"))
    var script: String

    /// A usage problem: one line, exit 2.
    private func usage(_ message: String) -> ExitCode {
        fputs("respond-lua: \(message)\n", stderr)
        return ExitCode(2)
    }

    func run() throws {
        guard (0...65535).contains(port) else { throw usage(Words("--port must be from 0 to 65535, got \(port)", "--port 要在 0 到 65535 之间，收到的是 \(port)").text()) }
        var info = stat()
        guard stat(script, &info) == 0 else { throw usage(Words("cannot open \(script): no such file", "无法打开 \(script)：没有这个文件").text()) }

        var arguments = ["--script", script, "--port", String(port)]
        if noOpen { arguments.append("--no-open") }
        arguments += engineOptions.words
        try launchPlayground(arguments)
    }
}
