extension ReportStrings {
  /// English sentences of a large fleet's daily charts: the total and the spread across trucks.
  static let spreadEnglish: [Phrase: String] = [
    .fleetDailyTitle: "Daily net sales of the whole fleet, last 30 days",
    .fleetTotalSeries: "Fleet total",
    .spreadTitle: "Net sales per truck, last 30 days: lowest, median and highest truck",
    .spreadSummary:
      "On {date}, {count} trucks traded: the median truck took {median}, the lowest {low} and the highest {high}.",
    .spreadNone: "No truck traded in the 30 days up to {date}.",
    .spreadNote:
      "The band runs from the lowest to the highest truck of each day and the line is the median truck; a truck that did not trade that day is left out, not counted as zero.",
    .spreadBandSeries: "Lowest to highest truck",
    .spreadMedianSeries: "Median truck",
    .truckNetAxis: "Net sales per truck",
    .spreadValue: "{count} trucks traded: lowest {low}, median {median}, highest {high}",
    .spreadTrucks: "Trucks that traded",
    .spreadLowest: "Lowest truck",
    .spreadMedian: "Median truck",
    .spreadHighest: "Highest truck",
  ]

  /// German sentences of a large fleet's daily charts.
  static let spreadGerman: [Phrase: String] = [
    .fleetDailyTitle: "Täglicher Nettoumsatz der ganzen Flotte, letzte 30 Tage",
    .fleetTotalSeries: "Flotte gesamt",
    .spreadTitle:
      "Nettoumsatz je Truck, letzte 30 Tage: schwächster, mittlerer und stärkster Truck",
    .spreadSummary:
      "Am {date} waren {count} Trucks unterwegs: der mittlere Truck machte {median}, der schwächste {low} und der stärkste {high}.",
    .spreadNone: "In den 30 Tagen bis {date} war kein Truck unterwegs.",
    .spreadNote:
      "Das Band reicht vom schwächsten bis zum stärksten Truck des Tages, die Linie ist der mittlere Truck (Median); ein Truck, der an dem Tag nicht verkauft hat, fehlt und zählt nicht als null.",
    .spreadBandSeries: "Schwächster bis stärkster Truck",
    .spreadMedianSeries: "Mittlerer Truck",
    .truckNetAxis: "Nettoumsatz je Truck",
    .spreadValue: "{count} Trucks unterwegs: schwächster {low}, Median {median}, stärkster {high}",
    .spreadTrucks: "Trucks unterwegs",
    .spreadLowest: "Schwächster Truck",
    .spreadMedian: "Mittlerer Truck",
    .spreadHighest: "Stärkster Truck",
  ]

  /// French sentences of a large fleet's daily charts.
  static let spreadFrench: [Phrase: String] = [
    .fleetDailyTitle: "Ventes nettes quotidiennes de toute la flotte, 30 derniers jours",
    .fleetTotalSeries: "Total de la flotte",
    .spreadTitle:
      "Ventes nettes par camion, 30 derniers jours : camion le plus faible, médian et le plus fort",
    .spreadSummary:
      "Le {date}, {count} camions ont vendu : le camion médian a fait {median}, le plus faible {low} et le plus fort {high}.",
    .spreadNone: "Aucun camion n’a vendu dans les 30 jours jusqu’au {date}.",
    .spreadNote:
      "La bande va du camion le plus faible au plus fort de chaque jour et la ligne est le camion médian ; un camion qui n’a pas vendu ce jour-là est laissé de côté, pas compté comme zéro.",
    .spreadBandSeries: "Du plus faible au plus fort camion",
    .spreadMedianSeries: "Camion médian",
    .truckNetAxis: "Ventes nettes par camion",
    .spreadValue:
      "{count} camions ont vendu : plus faible {low}, médian {median}, plus fort {high}",
    .spreadTrucks: "Camions qui ont vendu",
    .spreadLowest: "Camion le plus faible",
    .spreadMedian: "Camion médian",
    .spreadHighest: "Camion le plus fort",
  ]

  /// Spanish sentences of a large fleet's daily charts.
  static let spreadSpanish: [Phrase: String] = [
    .fleetDailyTitle: "Ventas netas diarias de toda la flota, últimos 30 días",
    .fleetTotalSeries: "Total de la flota",
    .spreadTitle: "Ventas netas por camión, últimos 30 días: el más bajo, el mediano y el más alto",
    .spreadSummary:
      "El {date} vendieron {count} camiones: el camión mediano hizo {median}, el más bajo {low} y el más alto {high}.",
    .spreadNone: "Ningún camión vendió en los 30 días hasta el {date}.",
    .spreadNote:
      "La banda va del camión más bajo al más alto de cada día y la línea es el camión mediano; un camión que no vendió ese día queda fuera, no cuenta como cero.",
    .spreadBandSeries: "Del camión más bajo al más alto",
    .spreadMedianSeries: "Camión mediano",
    .truckNetAxis: "Ventas netas por camión",
    .spreadValue: "{count} camiones vendieron: más bajo {low}, mediano {median}, más alto {high}",
    .spreadTrucks: "Camiones que vendieron",
    .spreadLowest: "Camión más bajo",
    .spreadMedian: "Camión mediano",
    .spreadHighest: "Camión más alto",
  ]
}
