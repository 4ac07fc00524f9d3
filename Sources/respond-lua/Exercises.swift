import ArgumentParser
import RespondCommandLine
import RespondCore
import RespondLua
#if canImport(Glibc)
import Glibc
#endif

/// Words for the learner, in their language (`Language.current`: the locale, or `--lang`).
private func say(_ en: String, _ zh: String) -> String { Words(en, zh).text() }

/// The columns paragraphs wrap to: the terminal's width less one (a line that
/// fills the last column makes some terminals break it again), at most 100,
/// at least 40; 80 when standard output is not a terminal (files and pipes
/// get the same bytes whatever window ran the command).
private let screenWidth: Int = {
    var size = winsize()
    guard isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return min(100, max(40, Int(size.ws_col) - 1))
}()

/// Where an exercise comes from, from its `Seed:` field: a seed article
/// (`000 "视图被遮挡时的响应"`), or, for `none (SPEC 11.4)`, the SPEC section,
/// as the seed articles do not cover it.
private func sourceLine(_ seed: String) -> String {
    if seed.hasPrefix("none") {
        let section = seed.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        return section.isEmpty
            ? say("  From no seed article", "  种子文章里没有讲到")
            : say("  From \(section) (the seed articles do not cover it)", "  出自 \(section)（种子文章里没有讲到）")
    }
    return say("  From the seed article \(seed)", "  出自种子文章 \(seed)")
}

/// `respond-lua exercises [list|check [N]|hint [N]|watch|reset [N]|play [N]]`.
///
/// Exit status: 0 done (or the check passed); 1 a check failed, the learner's
/// code raised, or a file could not be read or written; 2 the command was not
/// understood (unknown subcommand or option, a bad or unknown exercise number,
/// `reset` of everything without `--yes` and without a terminal to ask).
/// Every problem is one line on standard error. Everything a learner reads is
/// in English or Chinese (`--lang zh`, or a Chinese locale).
struct Exercises: ParsableCommand {
    /// The help follows the learner's language (the locale, or `--lang`, read
    /// before the command line is parsed).
    static var configuration: CommandConfiguration {
        CommandConfiguration(abstract: HelpWords.say(abstractEn, abstractZh),
                             discussion: HelpWords.text(discussionEn, discussionZh))
    }

    private static let abstractEn = "Graded exercises, from \"who gets this tap?\" to your own gesture recognizer."

    private static let discussionEn = """
            The exercises are copied to a workspace (--workspace, default ~/respond-lua-exercises) where you \
            edit them; progress is kept there too. They go topic by topic: hit testing, the responder chain, \
            view controllers, gestures, controls, the first responder and the keyboard, containers.

            `check N` runs your code (the lines between `-- >>> your code` and `-- <<< your code` in your \
            copy) inside the shipped exercise, with its own set-up and checks; once it passes it shows the \
            reference solution's path and why it works. `hint N` gives a hint; asked again, the next one. \
            Without N, `check` and `hint` take the current exercise (the first one not done). `watch` \
            re-checks the current exercise each time you save it and moves on when it passes; at a terminal \
            it takes keys: h hint, n next, l list, r reset, c check, q quit. `reset N` puts the shipped \
            exercise back and forgets its hints; `reset` puts all of them back and clears your progress (it \
            asks first, or needs --yes). What a reset overwrites is first saved in the workspace's backup/1, \
            backup/2, ...

            `play N` opens exercise N in the playground (a page on 127.0.0.1, see `respond-lua play`): its scene \
            with your code, to touch with the mouse, and its check, run again after every change and every touch. \
            Without N, `play` opens the current exercise.

            For teachers: `grade N DIR` checks every student's copy of exercise N in DIR, as `check` does, \
            each in a process of its own (as `respond-lua test` runs scripts; --timeout S, default 60, and \
            -j N); a student is either a file DIR/NAME.lua (the copy itself) or a folder DIR/NAME holding the \
            exercise's file under its shipped name (01_who_gets_the_tap.lua, say). It prints a table (student, \
            result, the first line of the failure) in name order, writes JUnit XML with --junit FILE, and exits 1 \
            if any copy did not pass. `lint FILE` checks an exercise you wrote the way the test suite checks the \
            shipped ones: the header's fields and their Chinese twins, Difficulty 1 to 3, the markers, the file \
            failing as shipped, its reference solution (solutions/NAME beside it) passing, its wrong solutions \
            (wrong/NN_name/*.lua) failing.

            Everything is in Chinese with --lang zh or a Chinese locale (LANG=zh_CN.UTF-8).

            Exit status: 0 passed or done, 1 a check failed or your code raised an error (or a file could not \
            be read or written), 2 a usage error.
            """

    private static let abstractZh = "分级练习：从“这次轻点交给谁？”一直到你自己写的手势识别器。"

    private static let discussionZh = """
        练习会复制到一个工作目录（--workspace，默认 ~/respond-lua-exercises），你在那里修改它们，进度也记在那里。\
        练习按主题排列：命中测试、响应者链、视图控制器、手势、控件、第一响应者和键盘、容器。

        `check N` 把你的代码（你的副本里 `-- >>> your code` 与 `-- <<< your code` 之间的行）放进随附的原始练习里运行，\
        准备代码和检查都来自原始练习；通过之后会给出参考答案的路径，并讲解它为什么对。`hint N` 给一条提示，\
        再问一次就给下一条。不写 N 时，`check` 和 `hint` 针对当前练习（第一个还没完成的）。`watch` 在你每次保存时\
        重新检查当前练习，通过后自动进入下一个；在终端里可以按键：h 提示，n 下一个，l 列表，r 重置，c 检查，q 退出。\
        `reset N` 把这个练习恢复成原样，并清掉它的提示记录；`reset` 恢复所有练习并清空进度（会先询问，或者加 --yes）。\
        重置会覆盖的文件，先保存在工作目录的 backup/1、backup/2……里。

        `play N` 在演练场（127.0.0.1 上的一个网页，见 `respond-lua play`）里打开练习 N：它的场景加上你的代码，可以用\
        鼠标去点，每次修改、每次触摸之后都会重新检查。不写 N 时打开当前练习。

        给老师：`grade N DIR` 像 `check` 一样检查 DIR 里每个学生的练习 N 副本，每份副本在单独的进程里运行（与 \
        `respond-lua test` 运行脚本的方式相同；--timeout S，默认 60 秒；-j N 同时检查 N 份）。一个学生可以是一个文件 \
        DIR/名字.lua（副本本身），也可以是一个文件夹 DIR/名字，里面放着与原始练习同名的文件（例如 \
        01_who_gets_the_tap.lua）。它按名字顺序打印一张表（学生、结果、失败信息的第一行），加 --junit FILE 时另写\
        一份 JUnit XML；只要有一份没通过，退出状态就是 1。`lint FILE` 像测试套件检查随附练习那样检查你自己写的练习：\
        头部的各个字段和它们的中文版本、难度 1 到 3、代码标记、原样运行时检查不通过、参考答案（旁边的 \
        solutions/名字）能通过、错误答案（wrong/NN_名字/*.lua）都不通过。

        加 --lang zh 或在中文区域设置下（LANG=zh_CN.UTF-8），所有内容都是中文。

        退出状态：0 通过或完成；1 检查没通过或你的代码出错（或者有文件读写失败）；2 用法错误。
        """

    @Argument(parsing: .allUnrecognized,
              help: HelpWords.option("list (the default), check [N], hint [N], watch, reset [N], play [N]; "
                                     + "for teachers: grade N DIR, lint FILE.",
                                     "list（默认）、check [N]、hint [N]、watch、reset [N]、play [N]；"
                                     + "给老师：grade N DIR、lint FILE。",
                                 valueName: "action"))
    var words: [String] = []

    @Option(help: HelpWords.option("Where your copies of the exercises and your progress live.", "你的练习副本和进度存放的目录。"))
    var workspace: String?

    @Option(help: HelpWords.option("Where the shipped exercises are (found next to the program by default).",
                                   "随附练习所在的目录（默认在程序旁边查找）。"))
    var source: String?

    @Flag(help: HelpWords.option("With `reset` and no number: reset every exercise without asking.",
                                 "配合不带编号的 `reset`：不询问，直接重置所有练习。"))
    var yes = false

    @Option(help: .hidden)
    var maxChecks: Int?

    @Option(help: HelpWords.option("With `play`: the port on 127.0.0.1 (0, the default, picks a free one).",
                                   "配合 `play`：127.0.0.1 上的端口（默认 0，自动选一个空闲端口）。"))
    var port: Int?

    @Flag(name: .customLong("no-open"), help: HelpWords.option("With `play`: do not try to open a browser.",
                                                               "配合 `play`：不要尝试打开浏览器。"))
    var noOpen = false

    @Option(help: HelpWords.option("With `grade`: also write the results as JUnit XML to this file.",
                                   "配合 `grade`：同时把结果以 JUnit XML 写入这个文件。"))
    var junit: String?

    @Option(name: .customShort("j"), help: HelpWords.option("With `grade`: check this many copies at once (default 1).",
                                                            "配合 `grade`：同时检查这么多份副本（默认 1）。"))
    var jobsGiven: Int?
    var jobs: Int { jobsGiven ?? 1 }

    @Option(name: .customLong("timeout"), help: HelpWords.option("With `grade`: seconds a copy's check may run before it is stopped (default 60).",
                                   "配合 `grade`：每份副本的检查最多运行多少秒，超时就停止（默认 60）。"))
    var timeoutGiven: Double?
    var timeout: Double { timeoutGiven ?? 60 }

    @Option(help: HelpWords.option("The language of the exercises and messages (default: the locale's; "
                                   + "LANG=zh_CN.UTF-8 is Chinese).",
                                   "练习和提示信息的语言（默认跟随系统区域设置，LANG=zh_CN.UTF-8 即为中文）。",
                               valueName: "en|zh"))
    var lang: String?

    enum Action: String, CaseIterable {
        case list, check, hint, watch, reset, play
    }

    func run() throws {
        do {
            try perform()
        } catch let error as ExerciseError {
            fflush(stdout)
            fputs("respond-lua: \(error.message)\n", stderr)
            throw ExitCode(error.usage ? 2 : 1)
        }
    }

    /// The action and its number, from the words typed (before any file is read).
    func parseWords() throws -> (Action, Int?) {
        let usage = say("use list, check [N], hint [N], watch, reset [N] or play [N]",
                        "可用：list、check [N]、hint [N]、watch、reset [N] 或 play [N]")
        if let option = words.first(where: { $0.hasPrefix("-") && Int($0) == nil }) {
            throw ExerciseError(say("unknown option '\(option)' for exercises: \(usage)",
                                    "exercises 没有 '\(option)' 这个选项：\(usage)"), usage: true)
        }
        guard let first = words.first else { return (.list, nil) }
        guard let action = Action(rawValue: first) else {
            throw ExerciseError(say("unknown subcommand '\(first)' for exercises: \(usage)",
                                    "exercises 没有 '\(first)' 这个子命令：\(usage)"), usage: true)
        }
        let rest = words.dropFirst()
        let takesNumber: Bool = [.check, .hint, .reset, .play].contains(action)
        if rest.count > (takesNumber ? 1 : 0) {
            let extra = rest.dropFirst(takesNumber ? 1 : 0).joined(separator: " ")
            throw ExerciseError(say("'\(action.rawValue)' does not take '\(extra)': \(usage)",
                                    "'\(action.rawValue)' 不接受 '\(extra)'：\(usage)"), usage: true)
        }
        var number: Int?
        if let word = rest.first {
            guard let n = Int(word), word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw ExerciseError(say("'\(word)' is not an exercise number (like: respond-lua exercises \(action.rawValue) 3)",
                                        "'\(word)' 不是练习编号（例如：respond-lua exercises \(action.rawValue) 3）"),
                                    usage: true)
            }
            number = n
        }
        if yes && action != .reset {
            throw ExerciseError(say("--yes goes with reset only", "--yes 只能和 reset 一起用"), usage: true)
        }
        if let maxChecks, maxChecks <= 0 {
            throw ExerciseError(say("--max-checks must be positive", "--max-checks 必须是正数"), usage: true)
        }
        if action != .play && (port != nil || noOpen) {
            throw ExerciseError(say("--port and --no-open go with play only", "--port 和 --no-open 只能和 play 一起用"),
                                usage: true)
        }
        if let port, !(0...65535).contains(port) {
            throw ExerciseError(say("--port must be from 0 to 65535, got \(port)", "--port 必须在 0 到 65535 之间，收到的是 \(port)"),
                                usage: true)
        }
        return (action, number)
    }

    func perform() throws {
        if let lang {
            guard let language = Language(option: lang) else {
                throw ExerciseError("--lang takes en or zh, got '\(lang)'", usage: true)
            }
            Language.current = language
        }
        if words.first == "grade" || words.first == "lint" {
            guard (1...256).contains(jobs), timeout > 0, timeout <= 86_400 else {
                throw ExerciseError(say("-j takes 1 to 256 and --timeout 0 to 86400 seconds",
                                        "-j 取 1 到 256，--timeout 取 0 到 86400 秒"), usage: true)
            }
            return words.first == "grade" ? try grade(words) : try lint(words)
        }
        if junit != nil {
            throw ExerciseError(say("--junit goes with grade only", "--junit 只能和 grade 一起用"), usage: true)
        }
        let (action, number) = try parseWords()
        var book = try ExerciseBook(source: try sourceDirectory(), workspace: workspaceDirectory())
        // The commands it suggests must reach the same workspace (in the same language) when typed as shown.
        book.commandOptions = [("--workspace", workspace), ("--source", source), ("--lang", lang)]
            .compactMap { option, value in value.map { " \(option) \(shellQuoted($0))" } }.joined()
        if let number { _ = try book.exercise(number) }
        if try book.prepareWorkspace() {
            print(say("Made the workspace \(book.workspace), with your copies of the \(book.exercises.count) exercises.",
                      "已创建工作区 \(book.workspace)，里面是你的 \(book.exercises.count) 个练习的副本。"))
        }
        switch action {
        case .check:
            guard let n = number ?? book.nextUnpassed else {
                print(allDone(book))
                return
            }
            let (passed, text) = try checkReport(book, n, sayWhatIsNext: true)
            print(text)
            fflush(stdout)
            if !passed { throw ExitCode(1) }
        case .hint:
            guard let n = number ?? book.nextUnpassed else {
                print(say("All \(book.exercises.count) exercises pass. `\(book.command("hint N"))` gives the hints of exercise N.",
                          "全部 \(book.exercises.count) 个练习都已通过。`\(book.command("hint N"))` 给出练习 N 的提示。"))
                return
            }
            print(try hintText(book, n))
        case .watch:
            try watch(book)
        case .reset:
            try reset(book, number)
        case .play:
            guard let n = number ?? book.nextUnpassed else {
                print(say("All \(book.exercises.count) exercises pass. `\(book.command("play N"))` opens exercise N.",
                          "全部 \(book.exercises.count) 个练习都已通过。`\(book.command("play N"))` 打开练习 N。"))
                return
            }
            try play(book, n)
        case .list:
            print(listText(book), terminator: "")
        }
    }

    // MARK: What the commands say

    private func allDone(_ book: ExerciseBook) -> String {
        say("All \(book.exercises.count) exercises pass. Well played.", "全部 \(book.exercises.count) 个练习都已通过。干得漂亮！")
    }

    private func progressLine(_ book: ExerciseBook) -> String {
        say("Progress: ", "进度：") + ExerciseText.progressBar(done: book.passed.count, total: book.exercises.count)
    }

    /// `1. Who gets this tap?`
    private func heading(_ exercise: ExerciseBook.Exercise) -> String { "\(exercise.number). \(exercise.title)" }

    /// What to do next: edit the first exercise not done, then check it.
    private func nextLine(_ book: ExerciseBook) -> String {
        guard let next = book.nextUnpassed else { return allDone(book) }
        let exercise = book.exercises[next - 1]
        return say("Next: \(heading(exercise)): edit \(book.workPath(exercise)), then: \(book.command("check \(next)"))",
                   "下一个：\(heading(exercise))：编辑 \(book.workPath(exercise))，然后运行：\(book.command("check \(next)"))")
    }

    /// The exercises by topic, with ✓ for the done ones, their difficulty, and the progress bar.
    private func listText(_ book: ExerciseBook) -> String {
        let done = book.passed
        var out = say("Exercises in \(book.workspace)", "练习所在的工作区：\(book.workspace)") + "\n"
        out += progressLine(book) + "\n"
        var topic: String?
        let wide = book.exercises.count >= 10
        for exercise in book.exercises {
            if exercise.topic != topic {
                topic = exercise.topic
                out += "\n" + exercise.topic + "\n"
            }
            let mark = done.contains(exercise.number) ? "✓" : " "
            let pad = wide && exercise.number < 10 ? " " : ""
            let stars = ExerciseText.stars(exercise.difficulty)
            out += "  \(mark) \(pad)\(exercise.number). \(stars.isEmpty ? "" : stars + " ")\(exercise.title)\n"
            if let problem = ExerciseLint.difficultyProblem(exercise) {
                fputs("respond-lua: " + Words("warning: ", "警告：").text() + problem.text() + "\n", stderr)
            }
        }
        return out + "\n" + nextLine(book) + "\n"
    }

    /// The list as `watch` shows it, short enough for a terminal: each topic with
    /// how many of its exercises are done, and the current exercise's topic in full.
    private func topicsText(_ book: ExerciseBook, current: Int) -> String {
        let done = book.passed
        var topics: [(name: String, exercises: [ExerciseBook.Exercise])] = []
        for exercise in book.exercises {
            if topics.last?.name == exercise.topic {
                topics[topics.count - 1].exercises.append(exercise)
            } else {
                topics.append((exercise.topic, [exercise]))
            }
        }
        let width = topics.map { TextColumns.width($0.name) }.max() ?? 0
        let wide = book.exercises.count >= 10
        var out = say("The exercises by topic (press l again to go back):", "按主题列出的练习（再按 l 返回）：") + "\n"
        for topic in topics {
            let count = topic.exercises.filter { done.contains($0.number) }.count
            let pad = String(repeating: " ", count: width - TextColumns.width(topic.name))
            out += "  \(topic.name)\(pad)  \(count)/\(topic.exercises.count)\(count == topic.exercises.count ? " ✓" : "")\n"
            guard topic.exercises.contains(where: { $0.number == current }) else { continue }
            for exercise in topic.exercises {
                let mark = done.contains(exercise.number) ? "✓" : " "
                let numberPad = wide && exercise.number < 10 ? " " : ""
                out += "    \(mark) \(numberPad)\(exercise.number). \(ExerciseText.stars(exercise.difficulty)) \(exercise.title)"
                    + (exercise.number == current ? "  ←" : "") + "\n"
            }
        }
        return out
    }

    /// One level of hints, the next one each time it is asked for.
    /// `inWatch`: for watch's screen, which shows the exercise already (and takes `h` for the next hint).
    private func hintText(_ book: ExerciseBook, _ number: Int, inWatch: Bool = false) throws -> String {
        let exercise = try book.exercise(number)
        let hint = try book.nextHint(number)
        var out = ""
        if !inWatch {
            out += say("Exercise \(exercise.number): \(exercise.title)", "练习 \(exercise.number)：\(exercise.title)") + "\n"
            if !exercise.task.isEmpty { out += TextColumns.wrap(exercise.task, width: screenWidth) + "\n" }
        }
        out += TextColumns.wrap(say("Hint \(hint.level) of \(hint.of): ", "提示 \(hint.level)/\(hint.of)：") + hint.text,
                                 width: screenWidth, indentFirst: false) + "\n"
        if hint.level < hint.of {
            out += inWatch
                ? say("  (h again gives the next hint)", "  （再按 h 得到下一级提示）") + "\n"
                : say("  (`\(book.command("hint \(number)"))` again gives the next hint)",
                      "  （再运行 `\(book.command("hint \(number)"))` 得到下一级提示）") + "\n"
        } else {
            out += say("  (that is the last hint)", "  （这是最后一级提示）") + "\n"
        }
        if let seed = exercise.seed, !inWatch { out += sourceLine(seed) + "\n" }
        return String(out.dropLast())
    }

    /// Checks one exercise: whether it passed, and what to show (its output, the
    /// verdict; after a pass the solution's path, why it works and, with
    /// `sayWhatIsNext`, the progress and the first exercise not done).
    private func checkReport(_ book: ExerciseBook, _ number: Int, sayWhatIsNext: Bool) throws -> (Bool, String) {
        let exercise = try book.exercise(number)
        let (result, output) = try book.check(number)
        var out = output.isEmpty ? "" : output + (output.hasSuffix("\n") ? "" : "\n")
        let name = "\(number) (\(exercise.title))"
        let nameZh = "\(number)（\(exercise.title)）"
        switch result {
        case .passed:
            out += say("✓ Exercise \(name) passes.", "✓ 练习 \(nameZh)通过。")
            if let solution = book.solutionPath(exercise) {
                out += "\n" + say("Solution: ", "参考答案：") + relativePath(solution)
            }
            if let why = exercise.why {
                out += "\n" + TextColumns.wrap(say("Why: ", "为什么：") + why, width: screenWidth, indentFirst: false)
            }
            if sayWhatIsNext {
                out += "\n" + progressLine(book) + "\n" + nextLine(book)
            }
            return (true, out)
        case .failed(let message):
            out += say("✗ Exercise \(name): \(message)", "✗ 练习 \(nameZh)：\(message)") + "\n"
            out += say("  (\(book.command("hint \(number)")) for a hint)", "  （运行 \(book.command("hint \(number)")) 获取提示）")
        case .error(let report):
            out += say("✗ Exercise \(name): your code raised an error:\n\(report)", "✗ 练习 \(nameZh)：你的代码出错了：\n\(report)")
        case .broken(let message):
            out += say("✗ Exercise \(name): \(message)", "✗ 练习 \(nameZh)：\(message)")
        }
        return (false, out)
    }

    /// The exercise in the playground (`respond-lua-play`): the learner's copy
    /// set up as `check` sets it up, without the checks, and the check shown live.
    private func play(_ book: ExerciseBook, _ number: Int) throws {
        var arguments = ["--exercise", String(number), "--workspace", book.workspace, "--source", book.source,
                         "--port", String(port ?? 0)]
        if noOpen { arguments.append("--no-open") }
        // The page and its exercise in the learner's language, as here.
        if let lang { arguments += ["--lang", lang] }
        try launchPlayground(arguments)
    }

    private func reset(_ book: ExerciseBook, _ number: Int?) throws {
        if number == nil && !yes {
            guard isatty(0) == 1 else {
                throw ExerciseError(say("reset without a number puts all \(book.exercises.count) exercises back and clears your "
                                        + "progress; pass --yes to do that (or reset N for one exercise)",
                                        "不带编号的 reset 会把全部 \(book.exercises.count) 个练习恢复原样并清除进度；"
                                        + "要这样做请加 --yes（或用 reset N 只重置一个练习）"), usage: true)
            }
            print(say("Put all \(book.exercises.count) exercises in \(book.workspace) back to how they were shipped and clear "
                      + "your progress? (What this overwrites is saved in \(book.backupFolder) first.) [y/N] ",
                      "把 \(book.workspace) 里的全部 \(book.exercises.count) 个练习恢复为随附时的样子并清除进度吗？"
                      + "（被覆盖的内容会先保存在 \(book.backupFolder)。）[y/N] "), terminator: "")
            fflush(stdout)
            let answer = (readLine() ?? "").lowercased()
            guard answer == "y" || answer == "yes" else {
                print(say("Nothing was reset.", "什么也没有重置。"))
                return
            }
        }
        print(try resetText(book, number))
    }

    private func resetText(_ book: ExerciseBook, _ number: Int?) throws -> String {
        let report = try book.reset(number)
        var out: String
        if let number {
            let exercise = try book.exercise(number)
            out = say("Exercise \(number) (\(exercise.title)) is back to how it was shipped.",
                      "练习 \(number)（\(exercise.title)）已恢复为随附时的样子。")
        } else {
            out = say("All \(book.exercises.count) exercises are back to how they were shipped, and your progress is cleared.",
                      "全部 \(book.exercises.count) 个练习已恢复为随附时的样子，进度已清除。")
        }
        if let folder = report.backup {
            out += "\n" + say("What was overwritten is saved in \(folder)/: \(report.saved.joined(separator: ", ")).",
                              "被覆盖的内容保存在 \(folder)/：\(report.saved.joined(separator: "、"))。")
        } else if number == nil {
            out += "\n" + say("Nothing needed saving: your copies were as shipped.", "没有需要保存的：你的副本和随附时一样。")
        } else {
            out += "\n" + say("Nothing needed saving: your copy was as shipped.", "没有需要保存的：你的副本和随附时一样。")
        }
        return out
    }

    // MARK: watch

    /// Re-checks the current exercise each time its file is saved and moves on
    /// when it passes. At a terminal it redraws the screen (progress, the
    /// exercise, its last check) and takes single keys; otherwise it prints as it
    /// goes and ignores standard input.
    private func watch(_ book: ExerciseBook) throws {
        let screen = isatty(1) == 1
        let keys = KeyReader()
        defer { keys?.restore() }
        var checks = 0
        var current = book.nextUnpassed
        var passNote: String?
        while let number = current {
            let exercise = try book.exercise(number)
            let path = book.workPath(exercise)
            var extra: String?
            var showList = false
            var lastCheck = ""
            func draw() {
                if screen {
                    var text = "\u{1B}[H\u{1B}[2J" + progressLine(book) + "\n\n"
                    if let passNote { text += passNote + "\n\n" }
                    if showList {
                        text += topicsText(book, current: number)
                    } else {
                        text += exerciseText(book, exercise) + "\n\n" + lastCheck + "\n"
                        if let extra { text += "\n" + extra + "\n" }
                    }
                    text += "\n" + keysLine(keys != nil)
                    print(text, terminator: "")
                } else if let extra {
                    print(extra)
                }
                fflush(stdout)
            }
            func runCheck() throws -> Bool {
                let (passed, text) = try checkReport(book, number, sayWhatIsNext: false)
                checks += 1
                lastCheck = text
                extra = nil
                showList = false
                if !screen { print(text) }
                return passed
            }
            if !screen {
                print(say("Watching exercise \(number) of \(book.exercises.count): \(exercise.title)\n"
                          + "  edit \(path); it is checked each time you save.",
                          "正在监视练习 \(number)/\(book.exercises.count)：\(exercise.title)\n"
                          + "  编辑 \(path)；每次保存都会检查。"))
            }
            var stamp = modificationStamp(path)
            var passed = try runCheck()
            draw()
            var moveTo: Int?
            while !passed && moveTo == nil {
                if let limit = maxChecks, checks >= limit { return }
                let key = keys?.key(timeoutMilliseconds: 300)
                if keys == nil { usleep(300_000) }
                switch key {
                case UInt8(ascii: "h"), UInt8(ascii: "H"):
                    showList = false
                    extra = try hintText(book, number, inWatch: true)
                    draw()
                case UInt8(ascii: "n"), UInt8(ascii: "N"):
                    if let next = book.nextUnpassed(after: number) {
                        passNote = nil
                        moveTo = next
                    } else {
                        extra = say("Every other exercise passes: this is the last one to do.",
                                    "其他练习都已通过：只剩这一个了。")
                        draw()
                    }
                case UInt8(ascii: "l"), UInt8(ascii: "L"):
                    showList.toggle()
                    draw()
                case UInt8(ascii: "c"), UInt8(ascii: "C"):
                    stamp = modificationStamp(path)
                    passed = try runCheck()
                    draw()
                case UInt8(ascii: "r"), UInt8(ascii: "R"):
                    showList = false
                    extra = say("Reset exercise \(number) (\(exercise.title)) to how it was shipped? "
                                + "(Your copy is saved in \(book.backupFolder) first.) [y/N]",
                                "把练习 \(number)（\(exercise.title)）恢复为随附时的样子吗？（你的副本会先保存在 \(book.backupFolder)。）[y/N]")
                    draw()
                    let answer = keys?.key(timeoutMilliseconds: -1)
                    if answer == UInt8(ascii: "y") || answer == UInt8(ascii: "Y") {
                        let report = try resetText(book, number)
                        stamp = modificationStamp(path)
                        passed = try runCheck()
                        extra = report
                    } else {
                        extra = say("Nothing was reset.", "什么也没有重置。")
                    }
                    draw()
                case UInt8(ascii: "q"), UInt8(ascii: "Q"):
                    if screen { print("") }
                    return
                default:
                    let now = modificationStamp(path)
                    if now != stamp {
                        stamp = now
                        passed = try runCheck()
                        draw()
                    }
                }
            }
            if let moveTo {
                current = moveTo
                continue
            }
            passNote = lastCheck
            if let limit = maxChecks, checks >= limit { return }
            current = book.nextUnpassed
        }
        if screen { print("\u{1B}[H\u{1B}[2J" + progressLine(book) + "\n") }
        if let passNote, screen { print(passNote + "\n") }
        print(say("All \(book.exercises.count) exercises pass.", "全部 \(book.exercises.count) 个练习都已通过。"))
    }

    /// The current exercise on watch's screen: its title, difficulty, topic, task and file.
    private func exerciseText(_ book: ExerciseBook, _ exercise: ExerciseBook.Exercise) -> String {
        let stars = ExerciseText.stars(exercise.difficulty)
        var out = say("Exercise \(exercise.number) of \(book.exercises.count): \(exercise.title)",
                      "练习 \(exercise.number)/\(book.exercises.count)：\(exercise.title)")
            + (stars.isEmpty ? "" : "  " + stars) + "  (" + exercise.topic + ")\n"
        out += TextColumns.wrap(exercise.task, width: screenWidth) + "\n"
        if let seed = exercise.seed { out += sourceLine(seed) + "\n" }
        out += say("Edit \(book.workPath(exercise)); it is checked each time you save.",
                   "编辑 \(book.workPath(exercise))；每次保存都会检查。")
        return out
    }

    private func keysLine(_ takesKeys: Bool) -> String {
        takesKeys
            ? say("[h] hint  [n] next  [l] list  [r] reset  [c] check  [q] quit",
                  "[h] 提示  [n] 下一个  [l] 列表  [r] 重置  [c] 检查  [q] 退出")
            : say("(Ctrl-C stops watching)", "（按 Ctrl-C 停止监视）")
    }

    /// `path` from the current directory when it lies below it (shorter to read
    /// and to open), else as it is.
    private func relativePath(_ path: String) -> String {
        guard path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let here = String(cString: cwd)
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A path as a shell reads it back: as it is when that is safe, else in single quotes.
    private func shellQuoted(_ path: String) -> String {
        let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@%=".contains($0)) }
        return plain && !path.isEmpty ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    private func modificationStamp(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec) ^ Int(info.st_size)
    }

    func workspaceDirectory() -> String {
        if let workspace { return workspace }
        let home = getenv("HOME").map { String(cString: $0) } ?? "."
        return home + "/respond-lua-exercises"
    }

    /// --source, $RESPOND_LUA_EXERCISES, next to the program, or where it was built from.
    func sourceDirectory() throws -> String {
        if let source { return source }
        var candidates: [String] = []
        if let env = getenv("RESPOND_LUA_EXERCISES") { candidates.append(String(cString: env)) }
        var dir = ProgramFile.current.path
        for _ in 0..<5 {
            dir = ProgramFile.parent(dir)
            candidates.append(dir + "/scripts/exercises")
        }
        var built = #filePath
        for _ in 0..<3 { built = String(built[..<(built.lastIndex(of: "/") ?? built.startIndex)]) }
        candidates.append(built + "/scripts/exercises")
        var info = stat()
        for dir in candidates where stat(dir + "/01_who_gets_the_tap.lua", &info) == 0 { return dir }
        throw ExerciseError(say("cannot find the exercises; give --source DIR (the scripts/exercises folder)",
                                "找不到练习；请用 --source DIR 指定（scripts/exercises 文件夹）"), usage: true)
    }
}

/// Single keys from a terminal, without Enter: standard input without canonical
/// mode and echo while `watch` runs, put back as it was on exit, on an error and
/// on SIGINT or SIGTERM. Nil when standard input is not a terminal (keys are
/// then ignored).
final class KeyReader {
    /// The terminal's settings, in memory of termios's full size: Swift sees the
    /// struct as 57 bytes, glibc writes 60 (with its padding), so a Swift variable
    /// would be overrun (AddressSanitizer's global-buffer-overflow).
    nonisolated(unsafe) static let saved = KeyReader.allocateTermios()
    nonisolated(unsafe) static var active = false

    static func allocateTermios() -> UnsafeMutablePointer<termios> {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: max(MemoryLayout<termios>.stride, 64),
                                                     alignment: MemoryLayout<termios>.alignment)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(MemoryLayout<termios>.stride, 64))
        return bytes.bindMemory(to: termios.self, capacity: 1)
    }

    init?() {
        guard isatty(0) == 1, tcgetattr(0, Self.saved) == 0 else { return nil }
        let raw = Self.allocateTermios()
        defer { raw.deallocate() }
        raw.pointee = Self.saved.pointee
        raw.pointee.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSANOW, raw) == 0 else { return nil }
        Self.active = true
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { sig in
                // The terminal as it was, then the signal's own end (the shell sees Ctrl-C).
                if KeyReader.active { tcsetattr(0, TCSANOW, KeyReader.saved) }
                let newline: [UInt8] = [10]
                _ = newline.withUnsafeBufferPointer { write(1, $0.baseAddress, 1) }
                signal(sig, SIG_DFL)
                raise(sig)
                _exit(128 + sig)
            }
        }
    }

    /// The terminal as it was.
    func restore() {
        if Self.active { tcsetattr(0, TCSANOW, Self.saved) }
        Self.active = false
    }

    /// The next key pressed within `timeoutMilliseconds` (-1: wait for one), or nil.
    func key(timeoutMilliseconds: Int32) -> UInt8? {
        if closed {
            usleep(useconds_t(max(timeoutMilliseconds, 300)) * 1000)
            return nil
        }
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(0, &byte, 1) == 1 else {
            closed = true   // the terminal went away: no more keys
            return nil
        }
        return byte
    }

    private var closed = false

    deinit { restore() }
}
