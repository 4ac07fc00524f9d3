import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UITableView, UICollectionView, their cells and the flow layout (LUA_API
    /// §11; SPEC 11.4, 11.5).
    func defineContainerClasses() {
        // The table's swipe-to-delete pan (SPEC 12.3 rule 4): scripts meet it, they do not make it.
        define(ClassDefinition("_UISwipeActionPanGestureRecognizer", parent: "UIPanGestureRecognizer"))
        let tableCell = ClassDefinition("UITableViewCell", parent: "UIView") { TableViewCell(engine: $0) }
        cellMembers(tableCell, "UITableViewCell")
        tableCell.object("textLabel", TableViewCell.self) { $0.textLabel }
        tableCell.property("selectionStyle", TableViewCell.self, get: { c, v in c.stack.push(v.selectionStyle.rawValue) },
                           set: { c, v, i in v.selectionStyle = try c.enumValue(i, TableViewCell.SelectionStyle.self) })
        exposeGlobal(define(tableCell))
        let collectionCell = ClassDefinition("UICollectionViewCell", parent: "UIView") { CollectionViewCell(engine: $0) }
        cellMembers(collectionCell, "UICollectionViewCell")
        exposeGlobal(define(collectionCell))

        let table = ClassDefinition("UITableView", parent: "UIScrollView") { TableView(engine: $0) }
        containerMembers(table, TableView.self, "Row", cellClass: "UITableViewCell")
        table.property("rowHeight", TableView.self, get: { call, v in call.stack.push(v.rowHeight) },
                       set: { call, v, i in v.rowHeight = try call.lengthValue(i) })
        table.property("sectionHeaderHeight", TableView.self, get: { call, v in call.stack.push(v.sectionHeaderHeight) },
                       set: { call, v, i in v.sectionHeaderHeight = try call.lengthValue(i) })
        table.property("sectionFooterHeight", TableView.self, get: { call, v in call.stack.push(v.sectionFooterHeight) },
                       set: { call, v, i in v.sectionFooterHeight = try call.lengthValue(i) })
        table.property("indexPathForSelectedRow", TableView.self, get: { call, v in
            call.runtime.push(indexPath: v.selectedIndexPaths.first)
        })
        table.method("indexPathForRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            call.runtime.push(indexPath: v.indexPath(forRowAt: try call.point(2)))
            return 1
        }
        table.method("rectForRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            let p = try call.indexPath(2)
            try v.check(p)
            call.runtime.push(v.frame(for: p))
            return 1
        }
        table.method("scrollToRowAt") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            let p = try call.indexPath(2)
            try v.check(p)
            var position = TableView.ScrollPosition.none
            // `scrollToRowAt(p, position [, animated])`; an `animated` boolean alone is accepted too.
            if call.count >= 3, call.stack.type(3) != LUA_TBOOLEAN, !call.stack.isNil(3) {
                guard call.stack.type(3) == LUA_TSTRING, let name = call.stack.toString(3),
                      let chosen = TableView.ScrollPosition(rawValue: name) else {
                    throw call.typeError(3, expected: "position \"top\", \"middle\", \"bottom\" or \"none\"")
                }
                position = chosen
            }
            try v.scrollToRow(p, at: position)
            return 0
        }
        // SPEC 12.3 rule 1: the header or footer view shown for a section, or nil.
        for (name, kind) in [("headerViewForSection", TableView.SupplementaryKind.header), ("footerViewForSection", .footer)] {
            table.method(name) { call in
                let v = try call.object(1, TableView.self, "UITableView")
                call.runtime.pushObject(v.supplementaryView(kind, forSection: try call.integer(2)))
                return 1
            }
        }
        // SPEC 12.3 rule 4: editing mode.
        for name in ["isEditing", "editing"] {
            table.property(name, TableView.self, get: { c, v in c.stack.push(v.isEditing) },
                           set: { c, v, i in try v.setEditing(try c.boolValue(i)) })
        }
        table.method("setEditing") { call in
            let v = try call.object(1, TableView.self, "UITableView")
            try v.setEditing(try call.boolean(2))
            return 0
        }
        table.bool(["allowsSelectionDuringEditing"], TableView.self, get: { $0.allowsSelectionDuringEditing },
                   set: { $0.allowsSelectionDuringEditing = $1 })
        table.constant("defaults") { runtime in runtime.pushTunablesTable(owner: "UITableView", names: Tunables.tableViewNames) }
        exposeGlobal(define(table))

        let layout = ClassDefinition("UICollectionViewFlowLayout", parent: "NSObject") { CollectionViewFlowLayout(engine: $0) }
        layout.property("itemSize", CollectionViewFlowLayout.self, get: { c, l in c.runtime.push(l.itemSize) }, set: { c, l, i in
            guard let size = c.runtime.readSize(i), size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw c.badValue(i, expected: "size of finite numbers ≥ 0")
            }
            l.itemSize = size
        })
        layout.property("minimumLineSpacing", CollectionViewFlowLayout.self, get: { c, l in c.stack.push(l.minimumLineSpacing) },
                        set: { c, l, i in l.minimumLineSpacing = try c.lengthValue(i) })
        layout.property("minimumInteritemSpacing", CollectionViewFlowLayout.self, get: { c, l in c.stack.push(l.minimumInteritemSpacing) },
                        set: { c, l, i in l.minimumInteritemSpacing = try c.lengthValue(i) })
        layout.property("sectionInset", CollectionViewFlowLayout.self, get: { c, l in c.runtime.push(insets: l.sectionInset) },
                        set: { c, l, i in l.sectionInset = try c.insetsValue(i) })
        layout.property("scrollDirection", CollectionViewFlowLayout.self, get: { c, l in c.stack.push(l.scrollDirection.rawValue) },
                        set: { c, l, i in l.scrollDirection = try c.enumValue(i, CollectionViewFlowLayout.ScrollDirection.self) })
        exposeGlobal(define(layout))

        let collection = ClassDefinition("UICollectionView", parent: "UIScrollView") { CollectionView(engine: $0) }
        containerMembers(collection, CollectionView.self, "Item", cellClass: "UICollectionViewCell")
        collection.property("collectionViewLayout", CollectionView.self, get: { c, v in c.runtime.pushObject(v.collectionViewLayout) },
                            set: { c, v, i in
                                try v.setLayout(try c.objectValue(i, CollectionViewFlowLayout.self, "UICollectionViewFlowLayout", optional: false)!)
                            })
        collection.method("indexPathForItemAt") { call in
            let v = try call.object(1, CollectionView.self, "UICollectionView")
            call.runtime.push(indexPath: try v.indexPath(forItemAt: try call.point(2)))
            return 1
        }
        exposeGlobal(define(collection))
    }

    /// What both cell classes have.
    private func cellMembers(_ c: ClassDefinition, _ className: String) {
        c.object("contentView", ContainerCell.self) { $0.contentView }
        c.property("reuseIdentifier", ContainerCell.self, get: { c, v in
            if let id = v.reuseIdentifier { c.stack.push(id) } else { c.stack.pushNil() }
        }, set: { c, v, i in v.reuseIdentifier = try c.stringValue(i, optional: true) })
        // Assigning calls the setter, overridden or built-in, with animated false (SPEC 12.3 rule 3).
        for name in ["highlighted", "isHighlighted"] {
            c.property(name, ContainerCell.self, get: { c, v in c.stack.push(v.highlighted) },
                       set: { c, v, i in try v.setHighlighted(try c.boolValue(i)) })
        }
        for name in ["selected", "isSelected"] {
            c.property(name, ContainerCell.self, get: { c, v in c.stack.push(v.selected) },
                       set: { c, v, i in try v.setSelected(try c.boolValue(i)) })
        }
        // The built-in setters, for an override to call: `UITableViewCell.setHighlighted(self, h, animated)`,
        // `UICollectionViewCell.setSelected(self, s)`.
        c.method("setHighlighted") { call in
            let cell = try call.object(1, ContainerCell.self, className)
            cell.defaultSetHighlighted(try call.boolean(2))
            return 0
        }
        c.method("setSelected") { call in
            let cell = try call.object(1, ContainerCell.self, className)
            cell.defaultSetSelected(try call.boolean(2))
            return 0
        }
        // The built-in touch handling, for a subclass's override to call
        // (`UITableViewCell.touchesBegan(self, touches, event)`).
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            c.method(phase.selector.name) { call in
                let cell = try call.object(1, ContainerCell.self, className)
                try cell.cellTouches(phase, try call.touches(2), try call.object(3, Event.self, "UIEvent"))
                return 0
            }
        }
    }

    /// What both containers have; `noun` is "Row" or "Item" (`cellForRowAt`, `selectItemAt`).
    private func containerMembers<T: CellContainerView>(_ c: ClassDefinition, _ type: T.Type, _ noun: String, cellClass: String) {
        let className = c.name
        c.scriptTable("dataSource", .dataSource, T.self) { v, _, present in
            v.hostHasDataSource = present
            try v.dataSourceChanged()
        }
        // Its own entry, for its own type in the annotations (the scroll view's, unchanged).
        c.scriptTable("delegate", .delegate, T.self) { v, _, present in v.hostHasDelegate = present }
        c.bool(["allowsSelection"], T.self, get: { $0.allowsSelection }, set: { $0.allowsSelection = $1 })
        c.bool(["allowsMultipleSelection"], T.self, get: { $0.allowsMultipleSelection }, set: { $0.allowsMultipleSelection = $1 })
        c.objects("visibleCells", T.self) { $0.visibleCells }
        c.property("numberOfSections", T.self, get: { call, v in call.stack.push(int: v.numberOfSections) })
        c.property("reusableCellCount", T.self, get: { call, v in call.stack.push(int: v.reusableCellCount) })
        c.property("indexPathsForSelected\(noun)s", T.self, get: { call, v in
            // A table gives nil when nothing is selected, as UIKit; a collection an empty array.
            let paths = v.selectedIndexPaths
            if paths.isEmpty, noun == "Row" { return call.stack.pushNil() }
            call.stack.newTable(array: Int32(paths.count))
            for (i, p) in paths.enumerated() {
                call.runtime.push(indexPath: p)
                call.stack.rawSet(-2, index: i + 1)
            }
        })
        c.method("reloadData") { call in
            try call.object(1, T.self, className).reloadData()
            return 0
        }
        c.method("numberOf\(noun)sInSection") { call in
            let v = try call.object(1, T.self, className)
            let section = try call.integer(2)
            guard let count = v.numberOfItems(inSection: section) else {
                throw call.argumentError(2, "section \(section) is out of range (there \(v.numberOfSections == 1 ? "is 1 section" : "are \(v.numberOfSections) sections"))")
            }
            call.stack.push(int: count)
            return 1
        }
        for name in ["cellFor\(noun)At", "cellFor\(noun)AtIndexPath"] {
            c.method(name) { call in
                let v = try call.object(1, T.self, className)
                // Apple's documentation: nil when the cell is not visible or the
                // index path is out of range.
                call.runtime.pushObject(v.cell(for: try call.indexPath(2)))
                return 1
            }
        }
        c.method("indexPathForCell") { call in
            let v = try call.object(1, T.self, className)
            call.runtime.push(indexPath: v.indexPath(for: try call.object(2, ContainerCell.self, cellClass)))
            return 1
        }
        c.method("select\(noun)At") { call in
            let v = try call.object(1, T.self, className)
            // `selectRowAt(indexPath, animated, scrollPosition)`: `animated` goes to the cells' `setSelected`.
            let animated = call.count >= 3 && call.stack.toBool(3)
            if call.stack.isNil(2) {
                try v.select(nil, animated: animated)
                return 0
            }
            let p = try call.indexPath(2)
            try v.check(p)
            try v.select(p, animated: animated)
            return 0
        }
        c.method("deselect\(noun)At") { call in
            let v = try call.object(1, T.self, className)
            let p = try call.indexPath(2)
            try v.check(p)
            try v.deselect(p, animated: call.count >= 3 && call.stack.toBool(3))
            return 0
        }
        for name in ["dequeueReusableCell", "dequeueReusableCellWithIdentifier", "dequeueReusableCellWithReuseIdentifier"]
            where noun == "Row" || name != "dequeueReusableCellWithIdentifier" {
            c.method(name) { call in
                let v = try call.object(1, T.self, className)
                let identifier = try call.string(2)
                // `dequeueReusableCell(identifier, indexPath)` for a collection: the index path must be valid.
                if !call.stack.isNil(3) { try v.check(try call.indexPath(3)) }
                if let cell = v.dequeuePooledCell(identifier) {
                    call.runtime.pushObject(cell)
                    return 1
                }
                return try call.runtime.makeRegisteredCell(of: v, identifier, call, required: noun == "Item")
            }
        }
        for name in ["register", "registerClass"] {
            c.method(name) { call in
                let v = try call.object(1, T.self, className)
                let identifier = try call.string(3)
                guard let cellType = call.runtime.luaClass(at: 2),
                      cellType.ancestry.contains(where: { $0.name == cellClass && !$0.isScript }) else {
                    throw call.typeError(2, expected: "a \(cellClass) class")
                }
                call.runtime.setRegisteredCellClass(of: v, identifier, classAt: 2)
                return 0
            }
        }
    }

    /// The registered classes live in a hidden table of the table view's own
    /// fields: identifier → class.
    func setRegisteredCellClass(of view: EngineObject, _ identifier: String, classAt index: Int32) {
        let s = stack
        let classIndex = s.absolute(index)
        pushHiddenField(.cellClasses, of: view)
        if !s.isTable(-1) {
            s.pop()
            s.newTable()
            setHiddenField(.cellClasses, of: view, valueAt: -1)
        }
        s.pushValue(classIndex)
        s.rawSet(-2, identifier)
        s.pop()
    }

    /// A new cell of the class `register` gave for `identifier` (`Class()`,
    /// its `init` included), with that reuse identifier; nil when none was given.
    func makeRegisteredCell(of view: EngineObject, _ identifier: String, _ call: LuaCall, required: Bool) throws -> Int32 {
        let s = stack
        pushHiddenField(.cellClasses, of: view)
        guard s.isTable(-1), s.rawGet(-1, identifier) != LUA_TNIL else {
            if required {
                throw LuaError(message: "\(call.function.name): no cell class is registered for \"\(identifier)\" and none is kept for reuse: call register(CellClass, \"\(identifier)\") first")
            }
            s.pushNil()
            return 1
        }
        s.remove(-2)
        if rl_pcall(L, 0, 1) != LUA_OK { throw scriptError(fromTop: ()) }
        guard let cell = object(at: -1) as? ContainerCell else {
            throw LuaError(message: "\(call.function.name): the class registered for \"\(identifier)\" did not make a cell")
        }
        cell.reuseIdentifier = identifier
        return 1
    }

    /// An index path as the script sees it: `{section=, row=, item=}` with the
    /// IndexPath metatable; nil as nil.
    func push(indexPath p: IndexPath?) {
        guard let p else { return stack.pushNil() }
        let s = stack
        s.newTable(hash: 3)
        s.push(int: p.section)
        s.rawSet(-2, "section")
        s.push(int: p.row)
        s.rawSet(-2, "row")
        s.push(int: p.row)
        s.rawSet(-2, "item")
        s.registryGet(refs.indexPathMetatable)
        s.setMetatable(-2)
    }

    /// `IndexPath{...}`, `{section=, row=}` (or `item=`), or `{section, row}`
    /// (raw reads only); nil when the value is none of these.
    func readIndexPath(_ index: Int32) -> IndexPath? {
        let s = stack
        let i = s.absolute(index)
        guard s.isTable(i) else { return nil }
        func whole(_ n: Double?) -> Int? {
            guard let n, n.isFinite, n == n.rounded(.down), abs(n) < 1e15 else { return nil }
            return Int(n)
        }
        func element(_ k: Int) -> Double? {
            s.rawGet(i, index: k)
            defer { s.pop() }
            return s.type(-1) == LUA_TNUMBER ? s.toNumber(-1) : nil
        }
        let section = s.number(field: "section", of: i) ?? element(1)
        let row = s.number(field: "row", of: i) ?? s.number(field: "item", of: i) ?? element(2)
        guard let section = whole(section), let row = whole(row) else { return nil }
        return IndexPath(section: section, row: row)
    }
}

extension LuaCall {
    /// An index path argument: an `IndexPath`, `{0, 2}` or `{section=0, row=2}`.
    func indexPath(_ index: Int32) throws -> IndexPath {
        guard let p = runtime.readIndexPath(index) else {
            let got = stack.isTable(index) ? "a table without a whole section and row" : describeType(index)
            throw argumentError(index, "index path expected, like IndexPath(0, 2) or {0, 2}; got \(got)")
        }
        return p
    }

    /// One of an enumeration's names.
    func enumValue<E: RawRepresentable & CaseIterable>(_ index: Int32, _ type: E.Type) throws -> E where E.RawValue == String {
        guard stack.type(index) == LUA_TSTRING, let name = stack.toString(index), let value = E(rawValue: name) else {
            throw badValue(index, expected: E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        return value
    }

    /// A height, a width or a spacing: a finite number ≥ 0.
    func lengthValue(_ index: Int32) throws -> Double {
        guard let n = stack.toNumber(index), n.isFinite, n >= 0 else {
            throw badValue(index, expected: "a finite number ≥ 0",
                           got: stack.type(index) == LUA_TNUMBER ? formatNumber(stack.toNumber(index) ?? 0) : describeType(index))
        }
        return n
    }
}
