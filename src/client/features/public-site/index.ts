// What other features may use of the public site: the tariff and price formatting of the weight calculator.
export { formatFcfaPerKg, formatTariffAmount, formattedPrice } from "./weight-price";
