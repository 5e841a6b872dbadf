import type { ButtonHTMLAttributes } from "react";
import { AppLink, type LinkProps } from "#client/lib/navigation";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-styles";

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  // type="button" by default: a button inside a form must not submit it by accident.
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link styled as a button: navigation stays a link (middle-click, "open in new tab"). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <AppLink className={buttonClasses(variant, size, className)} {...props} />;
}
