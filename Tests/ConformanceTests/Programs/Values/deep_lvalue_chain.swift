// Long l-value chains mixing properties, array subscripts, dictionary subscripts and tuples, e.g. `model.rows[2].cells[1].value += 5`.
struct Cell {
    var value: Int
    var tags: [String: Int] = [:]
}

struct Row {
    var cells: [Cell]
    var meta: (index: Int, visible: Bool)
}

struct Model {
    var rows: [Row]
    var sections: [String: [Row]] = [:]
}

func makeRow(_ i: Int) -> Row {
    return Row(cells: [Cell(value: i), Cell(value: i * 10), Cell(value: i * 100)], meta: (i, true))
}

func main() {
    var model = Model(rows: (0..<3).map(makeRow))
    model.rows[2].cells[1].value += 5
    model.rows[0].cells[0].value = -1
    model.rows[1].meta.visible = false
    model.rows[1].meta.index *= 7
    model.rows[2].cells[2].tags["hot", default: 0] += 3
    model.rows[2].cells[2].tags["hot"]! *= 2
    for row in model.rows {
        print(row.meta.index, row.meta.visible, row.cells.map { $0.value })
    }
    print(model.rows[2].cells[2].tags["hot"]!)

    model.sections["top"] = [makeRow(5)]
    model.sections["top"]![0].cells[0].value += 1
    model.sections["top"]?[0].cells.append(Cell(value: 42))
    model.sections["none"]?[0].cells[0].value = 1
    model.sections["top"]?[0].cells[3].tags["k"] = 9
    let top = model.sections["top"]![0]
    print(top.cells.map { $0.value }, top.cells[3].tags["k"]!, model.sections.count)

    var models = [model]
    models[0].rows[0].cells[2].value -= 50
    print(models[0].rows[0].cells[2].value, model.rows[0].cells[2].value)
}
